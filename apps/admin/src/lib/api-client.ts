// The one API client of the app: the bearer token comes from the session store, and a 401 on
// any call that needs a session ends the session (the route guard then shows the login page).

import { createApiClient } from '@kirana/api-client/create-client';
import { env } from '../config/env';
import { getSession } from './session';

export const api = createApiClient({
  baseUrl: env.apiUrl,
  getToken: () => getSession().token,
  onUnauthorized: () => getSession().clear(),
  // Looked up on every call, so tests can replace the global fetch.
  fetch: (request) => globalThis.fetch(request),
});
