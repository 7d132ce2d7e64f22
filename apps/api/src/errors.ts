// The one error type routes throw: a status, the contract's code and a message of the domain's
// catalogue (its rule and params), with the field at fault when there is one. The central
// error handler (error-handler.ts) writes it as the contract's error body.
import { answerText, invalidFieldMessage, type FieldMessage } from '@kirana/domain/common';
import type { Message } from '@kirana/domain/catalogue';
import type { Schemas } from './contract/types.js';

export type ErrorCode = Schemas['ErrorCode'];

/** The code of each status, when no more specific code of the contract applies. */
export const ERROR_CODES = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
} as const satisfies Record<number, ErrorCode>;

export type ErrorStatus = keyof typeof ERROR_CODES;

/** A message, or a message about one field (`invalidFieldMessage(field, message)`). */
export type Problem = Message | FieldMessage;

export class HttpError extends Error {
  readonly statusCode: ErrorStatus;
  readonly code: ErrorCode;
  /** The catalogue's message: its rule, params and English text. */
  readonly problem: Message;
  /** The path of the value at fault, when one is ("price", "documents.photo"). */
  readonly field: string | undefined;

  constructor(
    statusCode: ErrorStatus,
    problem: Problem,
    code: ErrorCode = ERROR_CODES[statusCode],
  ) {
    super(answerText(problem));
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.field = 'field' in problem ? problem.field : undefined;
    this.problem = problem;
  }

  /** The same error about a field of the request (a file's check, named by its form field). */
  atField(field: string): HttpError {
    return new HttpError(this.statusCode, invalidFieldMessage(field, this.problem), this.code);
  }
}

export const badRequest = (problem: Problem) => new HttpError(400, problem);
export const unauthorized = (problem: Problem) => new HttpError(401, problem);
export const forbidden = (problem: Problem) => new HttpError(403, problem);
export const notFound = (problem: Problem) => new HttpError(404, problem);
export const conflict = (problem: Problem, code: ErrorCode = 'CONFLICT') =>
  new HttpError(409, problem, code);
