// The errors of the Kirana API's typed client and the helpers around its calls; the client
// itself (openapi-fetch over the generated `paths`, with the middleware that adds the bearer
// token and throws these errors) is ./create-client.ts, apart so that a page that only reads
// errors, or creates its client later (the public site's forms), loads no openapi-fetch at
// first. It raises errors and nothing else: the app decides what to show and where to navigate.

import { NETWORK_ERROR, UNAUTHORIZED, apiErrorMessage } from '@kirana/domain/common';
import { errorCodeValues, type components } from './generated/schema';

/** The contract's error codes: what an app decides by, never the message's text. */
export type ErrorCode = components['schemas']['ErrorCode'];

const ERROR_CODES: ReadonlySet<string> = new Set(errorCodeValues);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && ERROR_CODES.has(value);
}

/**
 * A call the server refused: `status` is the HTTP status, `code` the contract's error code, or
 * null when the answer carried none (a proxy's error page, an empty 500): then the message is
 * not the server's either.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | null;

  constructor(status: number, message: string, code: ErrorCode | null) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** A 401 to a call that needs a session. Its message is exactly "Unauthorized". */
export class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError';

  constructor(code: ErrorCode | null = 'UNAUTHORIZED') {
    super(401, UNAUTHORIZED, code);
  }
}

/** The request never got an answer (offline, DNS, CORS, server down). */
export class NetworkError extends Error {
  override name = 'NetworkError';

  constructor(options?: { cause?: unknown }) {
    super(NETWORK_ERROR, options);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The error for a non-2xx answer. `body` is the parsed JSON body (or text, or undefined): an
 * error of the contract's shape (a known `code` and a `message`) gives both, anything else
 * "API error: {status}" and no code.
 */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const code = isRecord(body) && isErrorCode(body.code) ? body.code : null;
  const message =
    code !== null &&
    isRecord(body) &&
    typeof body.message === 'string' &&
    body.message.trim() !== ''
      ? body.message
      : apiErrorMessage(status);
  return new ApiError(status, message, code);
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
