// The errors of the Kirana API's typed client and the helpers around its calls; the client
// itself (openapi-fetch over the generated `paths`, with the middleware that adds the bearer
// token and throws these errors) is ./create-client.ts, apart so that a page that only reads
// errors, or creates its client later (the public site's forms), loads no openapi-fetch at
// first. It raises errors and nothing else: the app decides what to show and where to navigate.

import { NETWORK_ERROR, UNAUTHORIZED, apiErrorMessage } from '@kirana/domain/common';
import { errorCodeValues, errorRuleValues, type components } from './generated/schema';

/** The contract's error codes: what an app decides by, never the message's text. */
export type ErrorCode = components['schemas']['ErrorCode'];

/** The rules of packages/domain's message catalogue: what an app words an error by. */
export type ErrorRule = components['schemas']['ErrorRule'];

/** The values a rule's words name (`{ max: 120 }`). */
export type ErrorParams = Readonly<Record<string, string | number>>;

const ERROR_CODES: ReadonlySet<string> = new Set(errorCodeValues);
const ERROR_RULES: ReadonlySet<string> = new Set(errorRuleValues);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && ERROR_CODES.has(value);
}

export function isErrorRule(value: unknown): value is ErrorRule {
  return typeof value === 'string' && ERROR_RULES.has(value);
}

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

/** A 401 to a call that needs a session. Its message is exactly "Unauthorized". */
export class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError';

  constructor(code: ErrorCode | null = 'UNAUTHORIZED', detail: ErrorDetail = {}) {
    super(401, UNAUTHORIZED, code, detail);
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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Seconds from a Retry-After header (seconds, or an HTTP date), at least 1; null without one.
 */
export function retryAfterSeconds(
  header: string | null | undefined,
  now = Date.now(),
): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Math.max(1, Number(value));
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(1, Math.ceil((at - now) / 1000));
}

/**
 * The error for a non-2xx answer. `body` is the parsed JSON body (or text, or undefined): an
 * error of the contract's shape (a known `code` and a `message`) gives both, anything else
 * "API error: {status}" and no code. `retryAfter` is the answer's Retry-After header.
 */
export function apiErrorFrom(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const code = isRecord(body) && isErrorCode(body.code) ? body.code : null;
  const wait = { retryAfter: retryAfterSeconds(retryAfter) };
  if (code === null || !isRecord(body))
    return new ApiError(status, apiErrorMessage(status), null, wait);
  const message =
    typeof body.message === 'string' && body.message.trim() !== ''
      ? body.message
      : apiErrorMessage(status);
  return new ApiError(status, message, code, { ...detailOf(body), ...wait });
}

/** The field, rule and params of a contract error body, each kept only when well formed. */
export function detailOf(body: Record<string, unknown>): ErrorDetail {
  const params = isRecord(body.params)
    ? Object.fromEntries(
        Object.entries(body.params).filter(
          (entry): entry is [string, string | number] =>
            typeof entry[1] === 'string' || typeof entry[1] === 'number',
        ),
      )
    : {};
  return {
    field: typeof body.field === 'string' && body.field !== '' ? body.field : null,
    rule: isErrorRule(body.rule) ? body.rule : null,
    params,
  };
}

/** What an openapi-fetch call resolves to. */
interface CallResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Awaits a client call and returns the response body (the success envelope, or the bare number
 * of the stats calls): `const { data } = await unwrap(client.GET('/api/admin/profile'))`.
 * Throws an ApiError if the call did not succeed (the middleware normally throws first).
 */
export async function unwrap<R extends CallResult>(
  call: Promise<R>,
): Promise<NonNullable<R['data']>> {
  const result = await call;
  if (result.error !== undefined || !result.response.ok) {
    throw apiErrorFrom(result.response.status, result.error);
  }
  return result.data as NonNullable<R['data']>;
}

/**
 * A bodySerializer for the multipart calls (create custom category or product): Blobs (Files)
 * are appended as files, every other defined value as text ("true", "12.5").
 */
export function toFormData(body: unknown): FormData {
  const form = new FormData();
  if (!isRecord(body)) return form;
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, String(value));
  }
  return form;
}
