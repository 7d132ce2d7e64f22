// The one error handler: every error becomes the contract's { status: 'error', message, code }
// with the right status. Bad input is never a 500; an unknown failure is a logged 500 with a
// generic message.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  ADDRESS_NOT_VALID,
  API_INTERNAL_ERROR,
  API_NOT_FOUND,
  API_VALIDATION_FAILED,
  BODY_FORBIDDEN_FIELD_NAME,
  BODY_NOT_JSON,
  BODY_REQUIRED,
  BODY_TOO_LARGE,
  CONFLICTING_CHANGE,
  CONTENT_TYPE_NOT_ACCEPTED,
  DATABASE_UNAVAILABLE,
  FORM_TOO_MANY_PARTS,
  invalidFieldMessage,
  NOT_A_KNOWN_FIELD,
  NOT_A_UUID,
} from '@kirana/domain/common';
import { API_PAYLOAD_TOO_LARGE, API_UNSUPPORTED_MEDIA_TYPE } from '@kirana/domain/uploads';
import type { ErrorObject } from './contract/validation.js';
import { DatabaseUnavailableError } from './db/adapter.js';
import { ERROR_CODES, HttpError, type ErrorCode, type ErrorStatus } from './errors.js';
import { InvalidKeyError } from './storage/storage.js';

/** The signed image upload takes an image body; everything else JSON or a multipart form. */
const isUpload = (request: FastifyRequest) => request.url.startsWith('/api/uploads/');

const FORMAT_NAMES: Record<string, string> = {
  email: 'a valid e-mail address',
  uri: 'an absolute URL',
  'date-time': 'a date and time',
};

/** "price: must be at least 0.01." from the first Ajv error. */
export function validationMessage(errors: ErrorObject[], context: string | undefined): string {
  const error = errors[0];
  if (!error) return API_VALIDATION_FAILED;
  const path = error.instancePath.split('/').filter(Boolean).join('.');
  const params = error.params as Record<string, unknown>;
  let field = path;
  let text: string;
  switch (error.keyword) {
    case 'required':
      field = [path, String(params.missingProperty)].filter(Boolean).join('.');
      text = 'is required.';
      break;
    case 'additionalProperties':
      field = [path, String(params.additionalProperty)].filter(Boolean).join('.');
      text = NOT_A_KNOWN_FIELD;
      break;
    case 'format':
      if (params.format === 'uuid') {
        text = NOT_A_UUID;
        break;
      }
      text = `must be ${FORMAT_NAMES[String(params.format)] ?? `a valid ${String(params.format)}`}.`;
      break;
    case 'minLength':
      text =
        params.limit === 1
          ? 'must not be empty.'
          : `must be at least ${String(params.limit)} characters.`;
      break;
    case 'maxLength':
      text = `must be at most ${String(params.limit)} characters.`;
      break;
    case 'pattern':
      text = String(params.pattern) === '\\S' ? 'must not be blank.' : 'has an invalid format.';
      break;
    case 'minimum':
      text = `must be at least ${String(params.limit)}.`;
      break;
    case 'maximum':
      text = `must be at most ${String(params.limit)}.`;
      break;
    case 'type':
      text = `must be ${/^[aeiou]/.test(String(params.type)) ? 'an' : 'a'} ${String(params.type).replace(',', ' or ')}.`;
      break;
    case 'enum':
      text = `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`;
      break;
    case 'minItems':
      text = `must list at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}.`;
      break;
    case 'maxItems':
      text = `must list at most ${String(params.limit)} items.`;
      break;
    case 'uniqueItems':
      text = 'must not list the same id twice.';
      break;
    default:
      text = `${error.message ?? 'is invalid'}.`;
  }
  const name = field || (context === 'body' ? 'body' : (context ?? 'request'));
  return invalidFieldMessage(name, text);
}

interface Answer {
  status: number;
  message: string;
  code: ErrorCode;
}

function answerFor(
  error: FastifyError & { validation?: ErrorObject[] },
  request: FastifyRequest,
): Answer | null {
  if (error instanceof HttpError)
    return { status: error.statusCode, message: error.message, code: error.code };
  if (error.validation) {
    return {
      status: 400,
      message: validationMessage(error.validation, error.validationContext),
      code: ERROR_CODES[400],
    };
  }
  if (error instanceof InvalidKeyError)
    return { status: 400, message: API_VALIDATION_FAILED, code: ERROR_CODES[400] };
  if (error instanceof DatabaseUnavailableError)
    return { status: 503, message: DATABASE_UNAVAILABLE, code: ERROR_CODES[503] };
  const known = (status: ErrorStatus, message: string): Answer => ({
    status,
    message,
    code: ERROR_CODES[status],
  });
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return known(413, isUpload(request) ? API_PAYLOAD_TOO_LARGE : BODY_TOO_LARGE);
    case 'FST_REQ_FILE_TOO_LARGE':
      return known(413, API_PAYLOAD_TOO_LARGE);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      // The upload takes an image; other operations take JSON or a multipart form.
      return known(
        415,
        request.url.startsWith('/api/uploads/')
          ? API_UNSUPPORTED_MEDIA_TYPE
          : CONTENT_TYPE_NOT_ACCEPTED,
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return known(400, BODY_REQUIRED);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return known(400, BODY_NOT_JSON);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return known(413, FORM_TOO_MANY_PARTS);
    case 'FST_PROTO_VIOLATION':
      return known(400, BODY_FORBIDDEN_FIELD_NAME);
  }
  // Database constraint errors from a write racing another one.
  const pgCode = (error as { code?: string }).code;
  if (pgCode === '23505' || pgCode === '23503') {
    return known(409, CONFLICTING_CHANGE);
  }
  if (pgCode === '22P02' || pgCode === '22003' || pgCode === '23514')
    return known(400, API_VALIDATION_FAILED);
  // Other 4xx errors from Fastify and its plugins (malformed requests).
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    const status = error.statusCode as ErrorStatus;
    return { status, message: error.message, code: ERROR_CODES[status] ?? ERROR_CODES[400] };
  }
  return null;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = answerFor(error, request);
  if (!answer) {
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(500)
      .send({ status: 'error', message: API_INTERNAL_ERROR, code: ERROR_CODES[500] });
  }
  if (answer.status >= 500) request.log.error({ err: error }, answer.message);
  else request.log.info({ status: answer.status, code: answer.code }, answer.message);
  return reply
    .code(answer.status)
    .send({ status: 'error', message: answer.message, code: answer.code });
}

/**
 * Errors Fastify raises before routing: a malformed %-escape in the path, or a path value longer
 * than the router's limit (Fastify would answer its own body, with a 414 for the latter). No id
 * or key of the contract is that long, so both are bad input: a 400 in the contract's shape.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code !== 'FST_ERR_BAD_URL' && error.code !== 'FST_ERR_MAX_PARAM_LENGTH')
    return errorHandler(error, request, reply);
  request.log.info({ status: 400, code: error.code }, ADDRESS_NOT_VALID);
  return reply
    .code(400)
    .send({ status: 'error', message: ADDRESS_NOT_VALID, code: ERROR_CODES[400] });
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ status: 'error', message: API_NOT_FOUND, code: ERROR_CODES[404] });
}
