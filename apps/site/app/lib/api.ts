// The site's API clients, created on their first call: the forms and the store finder call the
// API only when sent, so openapi-fetch (about 3 KB gzipped) loads then, not with the island that
// draws the form (issue 26: island pages under 75 KB). Same calls, same errors as the client.
// The public calls send no token; a store owner's calls send the owner's (./owner-api.ts).
import type { CallResult } from '@kirana/api-client/errors';
import type { ApiClient } from '@kirana/api-client/create-client';
import { API_URL } from '../config';
import { errorBody } from './error-body';
import { onUse, type OnUse } from './load-on-use';

export type Token = () => string | null;
const clients = new Map<Token, OnUse<ApiClient>>();

/** A client, imported and created once per way of finding its token (tried again after a
 * download that failed). */
function load(getToken: Token, onUnauthorized?: () => void): Promise<ApiClient> {
  let client = clients.get(getToken);
  if (!client) {
    client = onUse(() =>
      import('@kirana/api-client/create-client').then(({ createApiClient }) =>
        createApiClient({
          baseUrl: API_URL,
          getToken,
          ...(onUnauthorized ? { onUnauthorized } : {}),
          // Looked up on each call, so a test's fetch stub (or a polyfill) is the one used.
          fetch: (request) => globalThis.fetch(request),
        }),
      ),
    );
    clients.set(getToken, client);
  }
  return client.load();
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';

/** A method of a client that loads the client first; same signature, same answer. */
export function lazy<M extends Method>(method: M, getToken: Token, onUnauthorized?: () => void) {
  const call = (...args: unknown[]) =>
    load(getToken, onUnauthorized).then((loaded) =>
      (loaded[method] as (...a: unknown[]) => Promise<unknown>)(...args),
    );
  return call as unknown as ApiClient[M];
}

const noToken: Token = () => null;

/**
 * The client's unwrap, with the reading of a refusal (the contract's lists of every error code
 * and rule, @kirana/api-client/error-body) loaded only when a call fails: the client's
 * middleware has loaded it by then, so no request waits for it.
 */
export async function unwrap<R extends CallResult>(
  call: Promise<R>,
): Promise<NonNullable<R['data']>> {
  const result = await call;
  if (result.error === undefined && result.response.ok)
    return result.data as NonNullable<R['data']>;
  const body = await errorBody.load();
  throw body.apiErrorFrom(result.response.status, result.error);
}

/** The public calls the site makes: never a token. */
export const api = { GET: lazy('GET', noToken), POST: lazy('POST', noToken) };
