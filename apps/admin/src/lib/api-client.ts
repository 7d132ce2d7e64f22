// The one API client of the app: the bearer token comes from the session store, and a 401 on
// any call that needs a session ends the session (the route guard then shows the login page).
// `dataOf` reads a call's answer: every success answer of the contract is an envelope
// (`{ status, data }`), and the screens want what it carries.

import { createApiClient } from '@kirana/api-client/create-client';
import { unwrap, type CallResult } from '@kirana/api-client/errors';
import { env } from '../config/env';
import { getSession } from './session';

export const api = createApiClient({
  baseUrl: env.apiUrl,
  getToken: () => getSession().token,
  onUnauthorized: () => getSession().clear(),
  // Looked up on every call, so tests can replace the global fetch.
  fetch: (request) => globalThis.fetch(request),
});

/** What the call's answer carries: `await dataOf(api.GET('/api/admin/invites', { signal }))`. */
export async function dataOf<R extends CallResult & { data?: { data: unknown } }>(
  call: Promise<R>,
): Promise<NonNullable<R['data']>['data']> {
  return (await unwrap(call)).data;
}
