// The one error type routes throw. The central error handler (app.ts) turns it into the
// contract's error body { status: 'error', message, code } with this status. Codes are the
// contract's ErrorCode enum.
import type { Schemas } from './contract/types.js';

export type ErrorCode = Schemas['ErrorCode'];

/** The code of each status, when no more specific code of the contract applies. */
export const ERROR_CODES = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
} as const satisfies Record<number, ErrorCode>;

export type ErrorStatus = keyof typeof ERROR_CODES;

export class HttpError extends Error {
  readonly statusCode: ErrorStatus;
  readonly code: ErrorCode;

  constructor(statusCode: ErrorStatus, message: string, code: ErrorCode = ERROR_CODES[statusCode]) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') =>
  new HttpError(409, message, code);
