// createApiClient apart from ./client.ts's errors, so that only a caller that creates a client
// loads openapi-fetch. The reading of an error answer (./error-body.ts, with every code and rule
// of the contract) loads on the first refused call: a screen whose calls succeed never needs it.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { NetworkError } from './errors';
import type { paths } from './generated/schema';
import type * as ErrorBody from './error-body';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** The API's origin, e.g. `http://localhost:3000` (no trailing path needed). */
  baseUrl: string;
  /** The stored access token, or null/undefined when there is none. */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** Called on a 401 to a call that needs a session (clear the stored session there). */
  onUnauthorized?: () => void;
  /** A fetch to use instead of the global one (tests, server-side use). */
  fetch?: (input: Request) => Promise<Response>;
}

/**
 * Calls whose 401 means "wrong credentials", not "session gone": their 401 is an ApiError with
 * the server's message (e.g. "Invalid email or password.") and does not call onUnauthorized.
 */
const SESSIONLESS_PATHS: ReadonlySet<string> = new Set<keyof paths>([
  '/api/auth/admin/login',
  // The second step of a sign-in: a 401 is a wrong code or an ended challenge, never a session.
  '/api/auth/admin/second-step',
  '/api/auth/admin/enrolment/secret',
  '/api/auth/admin/enrolment/confirm',
]);

async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.clone().text();
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** ./error-body.ts, loaded once; a failed download is a network failure (and is tried again). */
let errorBody: Promise<typeof ErrorBody> | undefined;
function readErrorBody(): Promise<typeof ErrorBody> {
  errorBody ??= import('./error-body').catch((cause: unknown) => {
    errorBody = undefined;
    throw new NetworkError({ cause });
  });
  return errorBody;
}

function sessionMiddleware(options: ApiClientOptions): Middleware {
  return {
    async onRequest({ request }) {
      const token = await options.getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ response, schemaPath }) {
      if (response.ok) return undefined;
      const body = await readBody(response);
      const sessionGone = response.status === 401 && !SESSIONLESS_PATHS.has(schemaPath);
      if (sessionGone) options.onUnauthorized?.();
      const { UnauthorizedError, apiErrorFrom, detailOf, isErrorCode, isRecord } =
        await readErrorBody();
      if (sessionGone) {
        throw new UnauthorizedError(
          isRecord(body) && isErrorCode(body.code) ? body.code : null,
          isRecord(body) ? detailOf(body) : {},
        );
      }
      throw apiErrorFrom(response.status, body, response.headers.get('Retry-After'));
    },
    onError({ error }) {
      // A cancelled request (React Query cancels on unmount) stays an AbortError.
      if (isAbort(error)) return undefined;
      return new NetworkError({ cause: error });
    },
  };
}

/**
 * The API client. Every call resolves only on a 2xx answer; otherwise it rejects with
 * UnauthorizedError (401 on a session call, after onUnauthorized), ApiError (other non-2xx)
 * or NetworkError (no answer). Use `unwrap` to get the body without openapi-fetch's wrapper.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(sessionMiddleware(options));
  return client;
}
