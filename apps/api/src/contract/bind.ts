// Registers one Fastify route per contract operation, with params, query and JSON body
// schemas taken from the contract, and the handler of the same operationId.
import type {
  FastifyInstance,
  onRequestHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
  preValidationAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import { CONTAINS_NUL, invalidFieldMessage } from '@kirana/domain/messages';
import { HttpError } from '../errors.js';
import {
  listOperations,
  responseSchema,
  type ContractDocument,
  type Operation,
  type Parameter,
} from './contract.js';
import { compile, createAjv } from './validation.js';

type Json = Record<string, unknown>;

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
    if (field !== null) throw new HttpError(400, invalidFieldMessage(field, CONTAINS_NUL));
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

const SCHEMA_PREFIX = '#/components/schemas/';

/** A copy of the schema with every #/components/schemas/X replaced by that schema, inlined. */
export function inlineRefs(doc: ContractDocument, node: unknown, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineRefs(doc, item, seen));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Json;
  const inlined = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, inlineRefs(doc, value, seen)]),
  );
  if (typeof $ref !== 'string') return inlined;
  if (!$ref.startsWith(SCHEMA_PREFIX) || seen.includes($ref)) {
    throw new Error(`Cannot inline $ref ${$ref}`);
  }
  const target = doc.components.schemas[$ref.slice(SCHEMA_PREFIX.length)];
  if (!target) throw new Error(`Unresolved $ref ${$ref}`);
  return { ...(inlineRefs(doc, target, [...seen, $ref]) as Json), ...inlined };
}

/**
 * The JSON response schemas of the operation by status code. Fastify compiles them with
 * fast-json-stringify: answers are serialized about twice as fast as JSON.stringify, and only
 * the fields the contract declares are ever sent.
 */
export function responseSchemas(doc: ContractDocument, operation: Operation): Json | undefined {
  const entries = Object.keys(operation.responses).flatMap((status) => {
    const schema = responseSchema(operation, status);
    return schema ? [[status, inlineRefs(doc, schema)] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export function routeSchema(operation: Operation, doc?: ContractDocument): Json {
  const schema: Json = {};
  const params = objectSchema(operation.pathParams);
  const querystring = objectSchema(operation.queryParams);
  const body = operation.body?.content['application/json'];
  const response = doc ? responseSchemas(doc, operation) : undefined;
  if (params) schema.params = params;
  if (querystring) schema.querystring = querystring;
  if (body) schema.body = body;
  if (response) schema.response = response;
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

/** Hooks an operation's route gets besides validation and the guard (the response cache). */
export type ExtraHooks = (
  operationId: string,
) => { preHandler?: preHandlerHookHandler; onSend?: onSendHookHandler } | undefined;

export function bindContract(
  app: FastifyInstance,
  doc: ContractDocument,
  handlers: Record<string, unknown>,
  authenticate: onRequestHookHandler,
  extraHooks: ExtraHooks = () => undefined,
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
      schema: routeSchema(operation, doc),
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
      ...extraHooks(operation.operationId),
      handler: handlers[operation.operationId] as RouteHandlerMethod,
    });
  }
  return operations;
}
