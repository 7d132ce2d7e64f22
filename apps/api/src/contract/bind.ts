// Registers one Fastify route per contract operation, with params, query and JSON body
// schemas taken from the contract, and the handler of the same operationId.
import type {
  FastifyInstance,
  onRequestHookHandler,
  preValidationAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import { invalidFieldMessage } from '@kirana/domain/messages';
import { HttpError } from '../errors.js';
import {
  listOperations,
  type ContractDocument,
  type Operation,
  type Parameter,
} from './contract.js';
import { compile, createAjv } from './validation.js';

type Json = Record<string, unknown>;

export const NUL_MESSAGE = 'must not contain a NUL character.';

/** The path of the first string holding a NUL character (PostgreSQL text cannot store one). */
export function findNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'value' : null;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = findNul(inner, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Refuses NUL characters anywhere in the params, query or JSON body, naming the field. */
const refuseNul: preValidationAsyncHookHandler = async (request) => {
  for (const part of [request.params, request.query, request.body]) {
    const field = Buffer.isBuffer(part) ? null : findNul(part);
    if (field !== null) throw new HttpError(400, invalidFieldMessage(field, NUL_MESSAGE));
  }
};

function objectSchema(parameters: Parameter[]): Json | undefined {
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

export function routeSchema(operation: Operation): Json {
  const schema: Json = {};
  const params = objectSchema(operation.pathParams);
  const querystring = objectSchema(operation.queryParams);
  const body = operation.body?.content['application/json'];
  if (params) schema.params = params;
  if (querystring) schema.querystring = querystring;
  if (body) schema.body = body;
  return schema;
}

/** Every operation needs a handler and every handler an operation, or the app does not start. */
export function checkHandlers(operations: Operation[], handlers: Record<string, unknown>): void {
  const ids = new Set(operations.map((op) => op.operationId));
  const missing = [...ids].filter((id) => typeof handlers[id] !== 'function');
  const extra = Object.keys(handlers).filter((id) => !ids.has(id));
  const problems = [
    missing.length ? `operations without a handler: ${missing.join(', ')}` : '',
    extra.length ? `handlers without an operation: ${extra.join(', ')}` : '',
  ].filter(Boolean);
  if (problems.length)
    throw new Error(`The contract and the handlers differ: ${problems.join('; ')}`);
}

export function bindContract(
  app: FastifyInstance,
  doc: ContractDocument,
  handlers: Record<string, unknown>,
  authenticate: onRequestHookHandler,
): Operation[] {
  const operations = listOperations(doc);
  checkHandlers(operations, handlers);

  const coercing = createAjv(doc, { coerce: true });
  const exact = createAjv(doc, { coerce: false });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    compile(httpPart === 'body' ? exact : coercing, schema as Json),
  );

  const explicitHead = new Set(
    operations.filter((op) => op.method === 'head').map((op) => op.path),
  );
  for (const operation of operations) {
    const wildcard = operation.wildcardParam;
    app.route({
      method: operation.method.toUpperCase() as 'GET',
      url: operation.url,
      schema: routeSchema(operation),
      exposeHeadRoute: operation.method === 'get' && !explicitHead.has(operation.path),
      onRequest: operation.secured ? authenticate : undefined,
      preValidation: [
        // The wildcard's value is validated under the contract's parameter name.
        async (request) => {
          if (!wildcard) return;
          const params = request.params as Record<string, string>;
          request.params = { [wildcard]: params['*'] ?? '' };
        },
        refuseNul,
      ],
      handler: handlers[operation.operationId] as RouteHandlerMethod,
    });
  }
  return operations;
}
