// The generated API client, as the admin has it, for the site's public calls (store finder,
// contact form); the partner application uploads by XMLHttpRequest for its progress.
import { createApiClient } from '@kirana/api-client/client';
import { API_URL } from '../config';

/** The site's API client. The public calls need no session, so there is never a token. */
export const api = createApiClient({
  baseUrl: API_URL,
  getToken: () => null,
  // Looked up on each call, so a test's fetch stub (or a polyfill) is the one used.
  fetch: (request) => globalThis.fetch(request),
});
