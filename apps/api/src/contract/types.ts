// Handler types derived from the generated contract types (@kirana/api-client/schema): a
// handler per operationId, with its params, query and JSON body typed (the domain rule's output
// where one applies), returning its success body. Nothing here is written by hand twice.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '@kirana/api-client/schema';
import type { BodyRules, RuledBody } from './body-rules.js';

export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type Empty = Record<string, never>;
type Present<T> = [NonNullable<T>] extends [never] ? Empty : NonNullable<T>;

type PathOf<O> = O extends { parameters: { path?: infer P } } ? Present<P> : Empty;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Present<Q> : Empty;
type ContractBodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : unknown;
/** The domain rule's output where the operation has one (see ./body-rules), else the contract's. */
type BodyOf<K extends OperationId> = K extends keyof BodyRules
  ? RuledBody<K>
  : ContractBodyOf<operations[K]>;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type SuccessOf<O> = O extends { responses: infer R }
  ? JsonOf<R[Extract<keyof R, 200 | 201 | 202>]>
  : never;

export type RequestOf<K extends OperationId> = FastifyRequest<{
  Params: PathOf<operations[K]>;
  Querystring: QueryOf<operations[K]>;
  Body: BodyOf<K>;
}>;

/** The success body; operations without a JSON success body send through `reply`. */
export type ReplyOf<K extends OperationId> = [SuccessOf<operations[K]>] extends [never]
  ? FastifyReply
  : SuccessOf<operations[K]>;

export type Handler<K extends OperationId> = (
  request: RequestOf<K>,
  reply: FastifyReply,
) => Promise<ReplyOf<K>>;

export type Handlers = { [K in OperationId]: Handler<K> };
