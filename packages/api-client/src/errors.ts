// The errors of the Kirana API's calls: what a refused or failed call raises, and what an app
// decides by (the contract's code) and words by (the catalogue's rule). Apart from the reading of
// an error answer (./error-body.ts: every code and rule of the contract, and the 401's
// UnauthorizedError, which only that reading raises) so that code that only tells errors apart
// loads no list; ./client.ts gives both. `unwrap` is here too: a call that succeeds needs no list.
import { NETWORK_ERROR } from '@kirana/domain/common';
import type { components } from './generated/schema';

/** The contract's error codes: what an app decides by, never the message's text. */
export type ErrorCode = components['schemas']['ErrorCode'];

/** The rules of packages/domain's message catalogue: what an app words an error by. */
export type ErrorRule = components['schemas']['ErrorRule'];

/** The values a rule's words name (`{ max: 120 }`). */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** What an error says beyond its status and code: where (`field`) and which message (`rule`). */
export interface ErrorDetail {
  field?: string | null | undefined;
  rule?: ErrorRule | null | undefined;
  params?: ErrorParams | undefined;
  /** Seconds to wait before asking again (a 429's Retry-After), or null. */
  retryAfter?: number | null | undefined;
}

/**
 * A call the server refused: `status` is the HTTP status, `code` the contract's error code, or
 * null when the answer carried none (a proxy's error page, an empty 500): then the message is
 * not the server's either. `field` is the value at fault (a form field), `rule` the catalogue's
 * message to word it by, with its `params`; null when the answer named none.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly field: string | null;
  readonly rule: ErrorRule | null;
  readonly params: ErrorParams;
  /** Seconds the server asks to wait before trying again (Retry-After of a 429), or null. */
  readonly retryAfter: number | null;

  constructor(status: number, message: string, code: ErrorCode | null, detail: ErrorDetail = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = detail.field ?? null;
    this.rule = detail.rule ?? null;
    this.params = detail.params ?? {};
    this.retryAfter = detail.retryAfter ?? null;
  }
}

/** The request never got an answer (offline, DNS, CORS, server down). */
export class NetworkError extends Error {
  override name = 'NetworkError';
  /** The catalogue's message for it, like an answer's rule. */
  readonly rule: ErrorRule = NETWORK_ERROR.rule;

  constructor(options?: { cause?: unknown }) {
    super(NETWORK_ERROR.text, options);
  }
}

/** What an openapi-fetch call resolves to. */
export interface CallResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Awaits a client call and returns the response body (the success envelope, or the bare number
 * of the stats calls): `const { data } = await unwrap(client.GET('/api/admin/profile'))`.
 * Throws an ApiError if the call did not succeed (the middleware normally throws first; the
 * reading of the answer, ./error-body.ts, loads only then).
 */
export async function unwrap<R extends CallResult>(
  call: Promise<R>,
): Promise<NonNullable<R['data']>> {
  const result = await call;
  if (result.error !== undefined || !result.response.ok) {
    const { apiErrorFrom } = await import('./error-body');
    throw apiErrorFrom(result.response.status, result.error);
  }
  return result.data as NonNullable<R['data']>;
}
