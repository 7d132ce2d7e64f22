// The one error handler: every error becomes the contract's error body (message, code, and the
// field, rule and params the apps read) with the right status. Bad input is never a 500; an
// unknown failure is a logged 500 with a generic message.
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
  INVALID_INPUT,
  NOT_A_KNOWN_FIELD,
  NOT_A_UUID,
  VALUE_MESSAGES,
  answerText,
  invalidFieldMessage,
  type FieldMessage,
} from '@kirana/domain/common';
import { type Message, withParams } from '@kirana/domain/catalogue';
import { API_PAYLOAD_TOO_LARGE, API_UNSUPPORTED_MEDIA_TYPE } from '@kirana/domain/uploads';
import type { ErrorObject } from './contract/validation.js';
import { DatabaseUnavailableError } from './db/adapter.js';
import { ERROR_CODES, HttpError, type ErrorCode, type ErrorStatus } from './errors.js';
import { InvalidKeyError } from './storage/storage.js';

/** The signed image upload takes an image body; everything else JSON or a multipart form. */
const isUpload = (request: FastifyRequest) => request.url.startsWith('/api/uploads/');

const FORMAT_MESSAGES: Record<string, Message> = {
  email: VALUE_MESSAGES.email,
  uri: VALUE_MESSAGES.uri,
  'date-time': VALUE_MESSAGES.dateTime,
  uuid: NOT_A_UUID,
};

/** What the contract's schema refused, from Ajv's first error: the field and its message. */
export function validationProblem(
  errors: ErrorObject[],
  context: string | undefined,
): Message | FieldMessage {
  const error = errors[0];
  if (!error) return API_VALIDATION_FAILED;
  const path = error.instancePath.split('/').filter(Boolean).join('.');
  const params = error.params as Record<string, unknown>;
  const limit = Number(params.limit);
  let field = path;
  let message: Message;
  switch (error.keyword) {
    case 'required':
      field = [path, String(params.missingProperty)].filter(Boolean).join('.');
      message = VALUE_MESSAGES.required;
      break;
    case 'additionalProperties':
      field = [path, String(params.additionalProperty)].filter(Boolean).join('.');
      message = NOT_A_KNOWN_FIELD;
      break;
    case 'format':
      message =
        FORMAT_MESSAGES[String(params.format)] ??
        withParams(VALUE_MESSAGES.format, { format: String(params.format) });
      break;
    case 'minLength':
      message =
        limit === 1 ? VALUE_MESSAGES.empty : withParams(VALUE_MESSAGES.tooShort, { min: limit });
      break;
    case 'maxLength':
      message = withParams(VALUE_MESSAGES.tooLong, { max: limit });
      break;
    case 'pattern':
      message = String(params.pattern) === '\\S' ? VALUE_MESSAGES.blank : VALUE_MESSAGES.pattern;
      break;
    case 'minimum':
      message = withParams(VALUE_MESSAGES.minimum, { min: limit });
      break;
    case 'maximum':
      message = withParams(VALUE_MESSAGES.maximum, { max: limit });
      break;
    case 'type':
      message = withParams(VALUE_MESSAGES.type, {
        type: String(params.type).replace(',', ' or '),
      });
      break;
    case 'enum':
      message = withParams(VALUE_MESSAGES.oneOf, {
        values: (params.allowedValues as unknown[]).map(String).join(', '),
      });
      break;
    case 'minItems':
      message = withParams(VALUE_MESSAGES.tooFewItems, { min: limit });
      break;
    case 'maxItems':
      message = withParams(VALUE_MESSAGES.tooManyItems, { max: limit });
      break;
    case 'uniqueItems':
      message = VALUE_MESSAGES.duplicateItems;
      break;
    default:
      message = VALUE_MESSAGES.invalid;
  }
  const name = field || (context === 'body' ? 'body' : (context ?? 'request'));
  return invalidFieldMessage(name, message);
}

interface Answer {
  status: number;
  code: ErrorCode;
  problem: Message | FieldMessage;
}

function answerFor(
  error: FastifyError & { validation?: ErrorObject[] },
  request: FastifyRequest,
): Answer | null {
  if (error instanceof HttpError) {
    const problem = error.field ? invalidFieldMessage(error.field, error.problem) : error.problem;
    return { status: error.statusCode, code: error.code, problem };
  }
  const known = (status: ErrorStatus, problem: Message | FieldMessage): Answer => ({
    status,
    code: ERROR_CODES[status],
    problem,
  });
  if (error.validation)
    return known(400, validationProblem(error.validation, error.validationContext));
  if (error instanceof InvalidKeyError) return known(400, API_VALIDATION_FAILED);
  if (error instanceof DatabaseUnavailableError) return known(503, DATABASE_UNAVAILABLE);
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return known(413, isUpload(request) ? API_PAYLOAD_TOO_LARGE : BODY_TOO_LARGE);
    case 'FST_REQ_FILE_TOO_LARGE':
      return known(413, API_PAYLOAD_TOO_LARGE);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      // The upload takes an image; other operations take JSON or a multipart form.
      return known(415, isUpload(request) ? API_UNSUPPORTED_MEDIA_TYPE : CONTENT_TYPE_NOT_ACCEPTED);
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
  if (pgCode === '23505' || pgCode === '23503') return known(409, CONFLICTING_CHANGE);
  // A value PostgreSQL cannot read (a number out of range, a date that does not exist): the
  // checks before SQL should have caught it, and the answer is still the client's fault.
  if (['22P02', '22003', '22007', '22008', '23514'].includes(pgCode ?? ''))
    return known(400, API_VALIDATION_FAILED);
  // Other 4xx errors from Fastify and its plugins (malformed requests): their words are not of
  // our catalogue, so the answer is the catalogue's "Invalid input." with the right status.
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    const status = (error.statusCode in ERROR_CODES ? error.statusCode : 400) as ErrorStatus;
    return known(status, INVALID_INPUT);
  }
  return null;
}

/** The contract's error body: status, message (the English sentence), code, field, rule, params. */
export function errorBody(code: ErrorCode, problem: Message | FieldMessage) {
  return {
    status: 'error' as const,
    message: answerText(problem),
    code,
    ...('field' in problem ? { field: problem.field } : {}),
    rule: problem.rule,
    ...(Object.keys(problem.params).length > 0 ? { params: problem.params } : {}),
  };
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = answerFor(error, request);
  if (!answer) {
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(errorBody(ERROR_CODES[500], API_INTERNAL_ERROR));
  }
  const body = errorBody(answer.code, answer.problem);
  // A 503 is the database away: one line when it goes and one when it is back, not one a
  // request (the count of 503s is on the second).
  if (answer.status === 503) request.server.databaseOutage?.failed(error, 'requests answered 503');
  else if (answer.status >= 500) request.log.error({ err: error }, body.message);
  else
    request.log.info({ status: answer.status, code: answer.code, rule: body.rule }, body.message);
  return reply.code(answer.status).send(body);
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
  request.log.info({ status: 400, code: error.code }, ADDRESS_NOT_VALID.text);
  return reply.code(400).send(errorBody(ERROR_CODES[400], ADDRESS_NOT_VALID));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(errorBody(ERROR_CODES[404], API_NOT_FOUND));
}
