// Reading the Kirana API's error answers: the contract's codes and rules (every one, from the
// generated schema: the largest part of the client's errors) and the error of a refused call.
// Apart from ./client.ts (re-exported there) so that code that only needs to know an error
// (instanceof ApiError) or unwrap a call carries no list: the public site loads this with its
// API client, on a form's first call, and the admin's client on its first refused call.
import { UNAUTHORIZED, apiErrorMessage } from '@kirana/domain/common';
import { ApiError, type ErrorCode, type ErrorDetail, type ErrorRule } from './errors';
import { errorCodeValues, errorRuleValues } from './generated/schema';

/** A 401 to a call that needs a session. Its message is exactly "Unauthorized". */
export class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError';

  constructor(code: ErrorCode | null = 'UNAUTHORIZED', detail: ErrorDetail = {}) {
    super(401, UNAUTHORIZED, code, detail);
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

const ERROR_CODES: ReadonlySet<string> = new Set(errorCodeValues);
const ERROR_RULES: ReadonlySet<string> = new Set(errorRuleValues);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && ERROR_CODES.has(value);
}

export function isErrorRule(value: unknown): value is ErrorRule {
  return typeof value === 'string' && ERROR_RULES.has(value);
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
