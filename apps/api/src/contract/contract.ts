// The HTTP contract, openapi/openapi.yaml, read once at start. Every route is registered from
// it (method, path, request schemas) and every request is validated against it before the
// handler runs; tests check responses against it too.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

/**
 * dist/openapi.yaml (copied by the build) when running from dist, else the repository's
 * openapi/openapi.yaml (src is apps/api/src/contract, dist is apps/api/dist/contract).
 */
export function contractPath(): string {
  const candidates = [
    fileURLToPath(new URL('../openapi.yaml', import.meta.url)),
    fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url)),
  ];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`openapi.yaml not found; looked in ${candidates.join(', ')}`);
  return found;
}

export interface ContractDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, Json>;
    parameters?: Record<string, Json>;
    responses?: Record<string, Json>;
  };
  security?: unknown[];
  [key: string]: unknown;
}

const cache = new Map<string, ContractDocument>();

export function loadContract(path = contractPath()): ContractDocument {
  let doc = cache.get(path);
  if (!doc) {
    doc = parse(readFileSync(path, 'utf8')) as ContractDocument;
    cache.set(path, doc);
  }
  return doc;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Json;
}

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** The contract's path, e.g. /api/branch/{branchId}/categories. */
  path: string;
  /** The Fastify URL: {name} becomes :name; a parameter whose values contain "/" becomes *. */
  url: string;
  /** The path parameter registered as the wildcard, if any. */
  wildcardParam: string | undefined;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** content type -> schema of the request body, and whether a body is required. */
  body: { required: boolean; content: Record<string, Json | undefined> } | undefined;
  /** True when a bearer token is required. */
  secured: boolean;
  /** Whose token: an admin's (bearerAuth), a store owner's (ownerAuth), or none. */
  auth: 'admin' | 'owner' | null;
  /** The permission an admin operation needs (`x-permission`), as written; checked at start. */
  permission: string | null;
  responses: Record<string, Json>;
}

/** The kind of token an operation's security asks for (one scheme per operation). */
function authOf(security: unknown[]): Operation['auth'] {
  const schemes = security.flatMap((entry) => Object.keys((entry ?? {}) as Json));
  if (schemes.length === 0) return null;
  if (schemes.every((scheme) => scheme === 'bearerAuth')) return 'admin';
  if (schemes.every((scheme) => scheme === 'ownerAuth')) return 'owner';
  throw new Error(`Unknown security schemes: ${schemes.join(', ')}`);
}

/** Follows a local $ref (#/components/...) one or more times. */
export function deref<T = Json>(doc: ContractDocument, node: unknown): T {
  let current = node as Json;
  const seen = new Set<string>();
  while (current && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (seen.has(ref) || !ref.startsWith('#/')) throw new Error(`Cannot follow $ref ${ref}`);
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (at, part) => (at as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
        doc,
      ) as Json;
    if (!current) throw new Error(`Unresolved $ref ${ref}`);
  }
  return current as T;
}

/** True when the schema's pattern lets a value contain "/" (the media keys). */
function allowsSlash(doc: ContractDocument, schema: Json): boolean {
  const resolved = deref(doc, schema);
  return typeof resolved.pattern === 'string' && resolved.pattern.includes('/');
}

export function listOperations(doc: ContractDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = ((item.parameters as unknown[]) ?? []).map((p) => deref<Parameter>(doc, p));
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const own = ((op.parameters as unknown[]) ?? []).map((p) => deref<Parameter>(doc, p));
      const parameters = [
        ...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)),
        ...own,
      ];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const wildcard = pathParams.find((p) => allowsSlash(doc, p.schema));
      if (wildcard && !path.endsWith(`{${wildcard.name}}`)) {
        throw new Error(`${path}: a parameter containing "/" must be the last segment`);
      }
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === wildcard?.name ? '*' : `:${name}`,
      );
      const requestBody = op.requestBody ? deref(doc, op.requestBody) : undefined;
      const content = (requestBody?.content ?? {}) as Record<string, Json>;
      const security = (op.security ?? doc.security ?? []) as unknown[];
      operations.push({
        operationId: String(op.operationId),
        method,
        path,
        url,
        wildcardParam: wildcard?.name,
        pathParams,
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: requestBody
          ? {
              required: requestBody.required === true,
              content: Object.fromEntries(
                Object.entries(content).map(([type, media]) => [
                  type,
                  media.schema as Json | undefined,
                ]),
              ),
            }
          : undefined,
        secured: security.length > 0,
        auth: authOf(security),
        permission: typeof op['x-permission'] === 'string' ? op['x-permission'] : null,
        responses: Object.fromEntries(
          Object.entries((op.responses ?? {}) as Record<string, unknown>).map(([status, r]) => [
            status,
            deref(doc, r),
          ]),
        ),
      });
    }
  }
  return operations;
}

/** The JSON schema of a response body, or undefined when it has no JSON body. */
export function responseSchema(operation: Operation, status: number | string): Json | undefined {
  const response = operation.responses[String(status)];
  const content = response?.content as Record<string, { schema?: Json }> | undefined;
  return content?.['application/json']?.schema;
}
