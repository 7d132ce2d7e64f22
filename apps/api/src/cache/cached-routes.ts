// Which answers are cached, and the tables each is read from: an answer is dropped when one of
// them changes. Only the admin's list and count reads, whose answers are the same for every
// signed-in admin of a role (a role sees personal data as the domain's ROLE_FIELDS say, so each
// role has its own copy); the guard still checks the token of every request, a hit included.
import type {
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { CachedAnswer, ResponseCache, Ticket } from './response-cache.js';

export const CACHED_OPERATIONS: Readonly<Record<string, readonly string[]>> = {
  getDeliveredOrdersCount: ['orders'],
  getCustomersCount: ['customers'],
  getActiveBranchesCount: ['branches'],
  listBranches: ['branches'],
  listAffiliateProducts: ['affiliate_products'],
  listBranchCategories: ['categories', 'branches'],
  listCategoryProducts: ['products', 'categories', 'branches'],
  listBranchProducts: ['products', 'categories', 'branches'],
  listDefaultCategories: ['default_categories'],
  listDefaultProducts: ['default_products', 'default_categories'],
};

/** Whether the request's Accept-Encoding allows gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

function encode(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  state: 'hit' | 'miss',
): Buffer {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  reply.header('x-cache', state);
  if (answer.gzip && acceptsGzip(request.headers['accept-encoding'])) {
    reply.header('content-encoding', 'gzip');
    return answer.gzip;
  }
  return answer.body;
}

/** The hooks that serve an operation's GET from the cache and keep its 200 answers. */
export function cacheHooks(
  cache: ResponseCache,
  operationId: string,
): { preHandler: preHandlerHookHandler; onSend: onSendHookHandler } | undefined {
  const tables = CACHED_OPERATIONS[operationId];
  // With the cache turned off the route answers as any other: a ticket, the gzip of every
  // answer of 1 KiB or more (synchronously, on the event loop) and the x-cache header were
  // work for nothing, and cost a page of 50 products a third of the API's CPU.
  if (!tables || cache.disabled) return undefined;
  const tickets = new WeakMap<FastifyRequest, Ticket>();
  return {
    preHandler: (request, reply, done) => {
      if (request.method !== 'GET') return done();
      const key = `${request.admin?.role ?? ''} ${request.url}`;
      const hit = cache.get(key);
      if (!hit) {
        tickets.set(request, cache.ticket(key, tables));
        return done();
      }
      reply.header('content-type', 'application/json; charset=utf-8');
      reply.send(encode(request, reply, hit, 'hit'));
    },
    onSend: (request, reply, payload, done) => {
      const ticket = tickets.get(request);
      if (!ticket || reply.statusCode !== 200 || typeof payload !== 'string') {
        return done(null, payload);
      }
      done(null, encode(request, reply, cache.put(ticket, Buffer.from(payload)), 'miss'));
    },
  };
}
