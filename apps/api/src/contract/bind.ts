// Registers one Fastify route per contract operation, with params, query and JSON body
// schemas taken from the contract, and the handler of the same operationId.
import type { FastifyValidationResult } from 'fastify/types/schema.js';
import type {
  FastifyInstance,
  onRequestHookHandler,
  onSendHookHandler,
  preParsingAsyncHookHandler,
  preHandlerHookHandler,
  preValidationAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import {
  MAX_BODY_DEPTH,
  BODY_NOT_AN_OBJECT,
  BODY_TOO_DEEP,
  CONTAINS_NUL,
  CONTENT_TYPE_NOT_ACCEPTED,
  MULTIPART_REQUIRED,
  invalidFieldMessage,
} from '@kirana/domain/common';
import { API_UNSUPPORTED_MEDIA_TYPE } from '@kirana/domain/uploads';
import { withParams } from '@kirana/domain/catalogue';
import { PERMISSION_MISSING, isPermission, roleHas, type Permission } from '@kirana/domain/team';
import { forbidden, HttpError } from '../errors.js';
import {
  listOperations,
  responseSchema,
  type ContractDocument,
  type Operation,
  type Parameter,
} from './contract.js';
import { ruleError, type SafeParser } from '../routes/validate.js';
import { BODY_RULES } from './body-rules.js';
import { compile, createAjv, type ValidateFunction } from './validation.js';

type Json = Record<string, unknown>;

/** What is wrong with a request's data: a string with a NUL (naming its field), or depth. */
export type DataProblem = { nul: string } | { tooDeep: true };

/**
 * Walks params, query or a JSON body without recursion (a body of 5,000 nested arrays is only
 * 10 KB): the first string holding a NUL character (PostgreSQL text cannot store one) or the
 * first value nested deeper than MAX_BODY_DEPTH. No contract body is deeper than a few levels.
 */
export function findDataProblem(value: unknown): DataProblem | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: item, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return { nul: path.join('.') || 'value' };
    } else if (item && typeof item === 'object') {
      if (path.length >= MAX_BODY_DEPTH) return { tooDeep: true };
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, inner] = entries[i] as [string, unknown];
        stack.push({ value: inner, path: [...path, key] });
      }
    }
  }
  return null;
}

/**
 * Refuses NUL characters anywhere in the params, query or JSON body, deep nesting, and a body
 * that is JSON's null (an optional body may be left out, not sent as null).
 */
const refuseBadData: preValidationAsyncHookHandler = async (request) => {
  if (request.body === null) throw new HttpError(400, BODY_NOT_AN_OBJECT);
  for (const part of [request.params, request.query, request.body]) {
    const problem = Buffer.isBuffer(part) ? null : findDataProblem(part);
    if (problem === null) continue;
    if ('tooDeep' in problem) throw new HttpError(400, BODY_TOO_DEEP);
    throw new HttpError(400, invalidFieldMessage(problem.nul, CONTAINS_NUL));
  }
};

/**
 * A body whose content type the operation does not declare is a 415, before it is read: JSON
 * to the image upload, plain text anywhere, a form where JSON is expected.
 */
function acceptDeclaredTypes(operation: Operation): preParsingAsyncHookHandler | undefined {
  const declared = Object.keys(operation.body?.content ?? {});
  if (declared.length === 0) return undefined;
  const only = (prefix: string) => declared.every((type) => type.startsWith(prefix));
  const message = only('image/')
    ? API_UNSUPPORTED_MEDIA_TYPE
    : only('multipart/')
      ? MULTIPART_REQUIRED
      : CONTENT_TYPE_NOT_ACCEPTED;
  return async (request) => {
    const header = request.headers['content-type'];
    if (header === undefined) return;
    const type = header.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!declared.includes(type)) throw new HttpError(415, message);
  };
}

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

/**
 * Ajv's coercion turns the text "Infinity" of a query or path value into a number and then skips
 * the bounds, which it checks only for finite numbers: `limit=Infinity` passed `maximum: 100`
 * and reached the SQL (a 500, issue 36). A value coerced to a number that is not finite is
 * refused as the wrong type, naming the parameter.
 */
export function finiteNumbers(validate: ValidateFunction, schema: Json): ValidateFunction {
  const properties = (schema.properties ?? {}) as Record<string, Json | undefined>;
  const check = ((data: unknown) => {
    if (!validate(data)) {
      check.errors = validate.errors;
      return false;
    }
    check.errors = null;
    const values = data && typeof data === 'object' ? Object.entries(data) : [];
    for (const [name, value] of values) {
      const items: unknown[] = Array.isArray(value) ? value : [value];
      if (items.some((item) => typeof item === 'number' && !Number.isFinite(item))) {
        const declared = properties[name]?.type;
        check.errors = [
          {
            instancePath: `/${name}`,
            schemaPath: `#/properties/${name}/type`,
            keyword: 'type',
            params: { type: typeof declared === 'string' ? declared : 'number' },
            message: 'must be a finite number',
          },
        ];
        return false;
      }
    }
    return true;
  }) as ValidateFunction;
  check.errors = null;
  return check;
}

/**
 * The contract's body check followed by the domain's rule (./body-rules): the rule's message
 * wins when both refuse (the same words as the multipart forms), the contract's when only it
 * does (an unknown field), and the rule's output becomes the body.
 */
function withRule(
  contract: ValidateFunction,
  rule: SafeParser<unknown> | undefined,
  bodyRequired: boolean,
): FastifyValidationResult {
  if (!rule) return contract;
  return (data: unknown) => {
    // An optional body that was not sent is the rule's to judge (approve takes none).
    const valid = (!bodyRequired && (data === null || data === undefined)) || contract(data);
    const parsed = rule.safeParse(data);
    if (!parsed.success) return { error: ruleError(parsed.error.issues) };
    return valid ? { value: parsed.data } : { error: contract.errors ?? [] };
  };
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

/**
 * Every admin operation names a permission of packages/domain's list and no other operation
 * names one (a public or store-owner operation with a permission would promise a check that
 * never runs), or the app does not start.
 */
export function checkPermissions(operations: Operation[]): void {
  const problems = operations.flatMap((op) => {
    if (op.auth === 'admin') {
      if (op.permission === null) return [`${op.operationId} names no x-permission`];
      if (!isPermission(op.permission)) {
        return [`${op.operationId} names an unknown permission "${op.permission}"`];
      }
      return [];
    }
    return op.permission === null ? [] : [`${op.operationId} is not an admin operation`];
  });
  if (problems.length) {
    throw new Error(`The contract's permissions are wrong: ${problems.join('; ')}`);
  }
}

/** After the admin's token check: a role without the operation's permission is a 403. */
function requirePermission(permission: Permission): onRequestHookHandler {
  return async (request) => {
    const role = request.admin?.role ?? '';
    if (!roleHas(role, permission)) {
      throw forbidden(withParams(PERMISSION_MISSING, { role, permission }));
    }
  };
}

/** The onRequest hooks of an operation: its token check, then its permission. */
function requestHooks(
  operation: Operation,
  authenticate: Record<'admin' | 'owner', onRequestHookHandler>,
): onRequestHookHandler[] | undefined {
  if (operation.auth === null) return undefined;
  const hooks = [authenticate[operation.auth]];
  if (operation.auth === 'admin' && isPermission(operation.permission)) {
    hooks.push(requirePermission(operation.permission));
  }
  return hooks;
}

/** Hooks an operation's route gets besides validation and the guard (the response cache). */
export type ExtraHooks = (operationId: string) =>
  | {
      preHandler?: preHandlerHookHandler;
      onSend?: onSendHookHandler;
      /** After the content type's check, before the body is parsed (a signature's check). */
      preParsing?: preParsingAsyncHookHandler;
    }
  | undefined;

export function bindContract(
  app: FastifyInstance,
  doc: ContractDocument,
  handlers: Record<string, unknown>,
  authenticate: Record<'admin' | 'owner', onRequestHookHandler>,
  extraHooks: ExtraHooks = () => undefined,
): Operation[] {
  const operations = listOperations(doc);
  checkHandlers(operations, handlers);
  checkPermissions(operations);

  const coercing = createAjv(doc, { coerce: true });
  const exact = createAjv(doc, { coerce: false });
  const byRoute = new Map(operations.map((op) => [`${op.method.toUpperCase()} ${op.url}`, op]));
  app.setValidatorCompiler(({ schema, httpPart, method, url }) => {
    if (httpPart !== 'body')
      return finiteNumbers(compile(coercing, schema as Json), schema as Json);
    const operation = byRoute.get(`${method} ${url}`);
    const rule = operation
      ? BODY_RULES[operation.operationId as keyof typeof BODY_RULES]
      : undefined;
    return withRule(compile(exact, schema as Json), rule, operation?.body?.required ?? true);
  });

  const explicitHead = new Set(
    operations.filter((op) => op.method === 'head').map((op) => op.path),
  );
  for (const operation of operations) {
    const wildcard = operation.wildcardParam;
    const { preParsing, ...extra } = extraHooks(operation.operationId) ?? {};
    const accept = acceptDeclaredTypes(operation);
    app.route({
      method: operation.method.toUpperCase() as 'GET',
      url: operation.url,
      schema: routeSchema(operation, doc),
      exposeHeadRoute: operation.method === 'get' && !explicitHead.has(operation.path),
      onRequest: requestHooks(operation, authenticate),
      preParsing: [accept, preParsing].filter((hook) => hook !== undefined),
      preValidation: [
        // The wildcard's value is validated under the contract's parameter name.
        async (request) => {
          if (!wildcard) return;
          const params = request.params as Record<string, string>;
          request.params = { [wildcard]: params['*'] ?? '' };
        },
        refuseBadData,
      ],
      ...extra,
      handler: handlers[operation.operationId] as RouteHandlerMethod,
    });
  }
  return operations;
}
