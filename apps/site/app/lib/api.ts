// The site's API client, created on its first call: the forms and the store finder call the API
// only when sent, so openapi-fetch (about 3 KB gzipped) loads then, not with the island that
// draws the form (issue 26: island pages under 75 KB). Same calls, same errors as the client.
import type { ApiClient } from '@kirana/api-client/create-client';
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

/** A method of the client that loads the client first; same signature, same answer. */
function lazy<M extends 'GET' | 'POST'>(method: M): ApiClient[M] {
  const call = (...args: unknown[]) =>
    load().then((loaded) => (loaded[method] as (...a: unknown[]) => Promise<unknown>)(...args));
  return call as unknown as ApiClient[M];
}

/** The calls the site makes. */
export const api = { GET: lazy('GET'), POST: lazy('POST') };
