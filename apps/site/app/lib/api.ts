// The site's API client, created on its first call: the forms and the store finder call the API
// only when sent, so openapi-fetch (about 3 KB gzipped) loads then, not with the island that
// draws the form (issue 26: island pages under 75 KB). Same calls, same errors as the client.
import type { ApiClient } from '@kirana/api-client/client';
import { API_URL } from '../config';

let client: Promise<ApiClient> | undefined;

/** The client, imported and created once. The public calls need no session: never a token. */
function load(): Promise<ApiClient> {
  client ??= import('@kirana/api-client/create-client').then(({ createApiClient }) =>
    createApiClient({
      baseUrl: API_URL,
      getToken: () => null,
      // Looked up on each call, so a test's fetch stub (or a polyfill) is the one used.
      fetch: (request) => globalThis.fetch(request),
    }),
  );
  return client;
}

/** The calls the site makes, each loading the client first. */
export const api = {
  GET: ((...args: Parameters<ApiClient['GET']>) =>
    load().then((loaded) => loaded.GET(...args))) as ApiClient['GET'],
  POST: ((...args: Parameters<ApiClient['POST']>) =>
    load().then((loaded) => loaded.POST(...args))) as ApiClient['POST'],
};
