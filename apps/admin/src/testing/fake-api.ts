// A fake API for component tests: it replaces the global fetch and answers each contract path
// with bodies typed from the generated OpenAPI types, so a test cannot answer a shape the real
// API never sends. Every request is recorded for assertions.

import type { ErrorCode, paths } from '@kirana/api-client/types';
import type { Message } from '@kirana/domain/catalogue';
import { env } from '../config/env';

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head';
type Path = keyof paths;

type Operation<P extends Path, M extends HttpMethod> = NonNullable<paths[P][M]>;

/** Methods a contract path defines. */
export type MethodOf<P extends Path> = {
  [M in HttpMethod]: [paths[P][M]] extends [undefined] ? never : M;
}[HttpMethod];

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON body of the operation's 200 or 201 answer. */
export type SuccessOf<P extends Path, M extends HttpMethod> =
  Operation<P, M> extends { responses: infer R }
    ? R extends { 200: infer S }
      ? JsonOf<S>
      : R extends { 201: infer S }
        ? JsonOf<S>
        : never
    : never;

/** The JSON request body of the operation, or undefined when it takes none (or multipart). */
export type RequestBodyOf<P extends Path, M extends HttpMethod> =
  Operation<P, M> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : unknown;

export interface FakeRequest<Body = unknown> {
  method: string;
  /** The path as requested, e.g. /api/branch/123/categories. */
  path: string;
  /** The contract path it matched, e.g. /api/branch/{branchId}/categories. */
  route: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON body (undefined when none or multipart). */
  body: Body;
  /** Multipart body, when the request sent one. */
  form: FormData | null;
}

const REPLY = Symbol('reply');

/** An explicit answer: any status and body (errors, unusual answers). */
export interface FakeReply {
  [REPLY]: true;
  httpStatus: number;
  body?: unknown;
  /** Reject the fetch instead of answering (no network). */
  network?: boolean;
  /** Bytes instead of JSON (a document), with their type. */
  file?: { bytes: string; contentType: string };
}

/** The contract's code of each status, as the API answers when nothing more specific applies. */
const CODES: Record<number, ErrorCode> = {
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
};

/**
 * An error answer as the API sends it: a catalogue message gives its rule, params and English
 * (the admin words a refusal by its rule); a bare string is a message without a rule, which the
 * admin never shows; without either, an empty body (as from a proxy).
 */
export function fail(
  status: number,
  message?: string | Message,
  code: ErrorCode = CODES[status] ?? 'VALIDATION_ERROR',
): FakeReply {
  const body =
    message === undefined
      ? undefined
      : typeof message === 'string'
        ? { status: 'error', message, code }
        : {
            status: 'error',
            message: message.text,
            code,
            rule: message.rule,
            params: message.params,
          };
  return { [REPLY]: true, httpStatus: status, body };
}

/**
 * A refusal as the API words it for one field (or the whole form): its rule and params, the
 * server's sentence, and the code of the status unless the test names another.
 */
export function refusal(
  status: number,
  {
    code = CODES[status] ?? 'VALIDATION_ERROR',
    ...rest
  }: {
    message: string;
    rule: string;
    field?: string;
    params?: Record<string, string | number>;
    code?: ErrorCode;
  },
): FakeReply {
  return { ...fail(status), body: { status: 'error', code, ...rest } };
}

/** A 200 answer of bytes, not JSON (a private document). */
export function file(bytes: string, contentType: string): FakeReply {
  return { [REPLY]: true, httpStatus: 200, file: { bytes, contentType } };
}

/** The request never gets an answer (offline, server down). */
export function networkError(): FakeReply {
  return { [REPLY]: true, httpStatus: 0, network: true };
}

/** A promise that never settles: the screen stays in its loading state. */
export function pending<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

export type PathWith<M extends HttpMethod> = {
  [P in Path]: [paths[P][M]] extends [undefined] ? never : P;
}[Path];

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (
  arg: infer I,
) => void
  ? I
  : never;

/** `api.get(path, handler)`: one overload per path that has this method. */
type Verb<M extends HttpMethod> = UnionToIntersection<
  { [P in PathWith<M>]: (path: P, handler: Handler<P, M>) => FakeApi }[PathWith<M>]
>;

export type Handler<P extends Path, M extends HttpMethod> = (
  request: FakeRequest<RequestBodyOf<P, M>>,
) => SuccessOf<P, M> | FakeReply | Promise<SuccessOf<P, M> | FakeReply>;

interface Route {
  method: string;
  route: string;
  pattern: RegExp;
  names: string[];
  handler: (request: FakeRequest) => unknown;
}

type ExternalHandler = (request: Request) => Response | Promise<Response>;

function compile(route: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = route
    .split('/')
    .map((part) => {
      const match = /^\{(\w+)\}$/.exec(part);
      if (!match?.[1]) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(match[1]);
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

function isReply(value: unknown): value is FakeReply {
  return typeof value === 'object' && value !== null && REPLY in value;
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });
}

export class FakeApi {
  readonly requests: FakeRequest[] = [];
  private readonly routes: Route[] = [];
  private readonly external: { method: string; prefix: string; handler: ExternalHandler }[] = [];

  // One method per verb, overloaded per contract path, so that a handler's answer is checked
  // against that path's success body (literal fields like status: 'success' included).
  readonly get = ((path: Path, handler: unknown) => this.add('get', path, handler)) as Verb<'get'>;
  readonly post = ((path: Path, handler: unknown) =>
    this.add('post', path, handler)) as Verb<'post'>;
  readonly put = ((path: Path, handler: unknown) => this.add('put', path, handler)) as Verb<'put'>;
  readonly patch = ((path: Path, handler: unknown) =>
    this.add('patch', path, handler)) as Verb<'patch'>;
  readonly delete = ((path: Path, handler: unknown) =>
    this.add('delete', path, handler)) as Verb<'delete'>;

  /** Answers `method path` (a contract path); a later handler replaces an earlier one. */
  private add(method: HttpMethod, path: Path, handler: unknown): FakeApi {
    const { pattern, names } = compile(path);
    this.routes.unshift({
      method: method.toUpperCase(),
      route: path,
      pattern,
      names,
      handler: handler as Route['handler'],
    });
    return this;
  }

  /** Answers requests outside the API (the upload URL, the media HEAD check). */
  onExternal(method: string, urlPrefix: string, handler: ExternalHandler): this {
    this.external.unshift({ method: method.toUpperCase(), prefix: urlPrefix, handler });
    return this;
  }

  /** Requests to one contract path (and method), oldest first. */
  calls<P extends Path>(method: MethodOf<P>, path: P): FakeRequest[] {
    return this.requests.filter(
      (request) => request.route === path && request.method === method.toUpperCase(),
    );
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const external = this.external.find(
      (entry) => entry.method === request.method && request.url.startsWith(entry.prefix),
    );
    if (external) return external.handler(request);
    if (!request.url.startsWith(env.apiUrl)) return this.unhandled(request.method, request.url);
    for (const route of this.routes) {
      if (route.method !== request.method) continue;
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      const params = Object.fromEntries(
        route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
      );
      const type = request.headers.get('Content-Type') ?? '';
      let body: unknown;
      let form: FormData | null = null;
      if (type.includes('application/json')) body = await request.json();
      else if (type.includes('multipart/form-data')) form = await request.formData();
      const fake: FakeRequest = {
        method: request.method,
        path: url.pathname,
        route: route.route,
        params,
        query: url.searchParams,
        headers: request.headers,
        body,
        form,
      };
      this.requests.push(fake);
      const answer = await route.handler(fake);
      if (isReply(answer)) {
        if (answer.network) throw new TypeError('Failed to fetch');
        if (answer.file) {
          return new Response(answer.file.bytes, {
            status: answer.httpStatus,
            headers: { 'Content-Type': answer.file.contentType },
          });
        }
        return json(answer.httpStatus, answer.body);
      }
      return json(200, answer);
    }
    return this.unhandled(request.method, url.pathname);
  };

  private unhandled(method: string, where: string): Response {
    const message = `No fake answer for ${method} ${where}`;
    console.error(message);
    return json(501, { status: 'error', message, code: 'NOT_IMPLEMENTED' });
  }
}
