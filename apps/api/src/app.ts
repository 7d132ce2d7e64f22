// Builds the API: external plugins (CORS, security headers, multipart), then the database,
// storage and rate limits, then the routes of the contract, with one error handler.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_AFFILIATE_IMAGE_BYTES } from '@kirana/domain/constants';
import type { Config } from './config.js';
import { openPglite, openPostgres, type Database } from './db/adapter.js';
import { migrate } from './db/migrate.js';
import { authenticator } from './auth/guard.js';
import { memoryStore, rateLimiter, redisStore, type RateLimitStore } from './auth/rate-limit.js';
import { cacheHooks } from './cache/cached-routes.js';
import { ResponseCache } from './cache/response-cache.js';
import { bindContract } from './contract/bind.js';
import { loadContract } from './contract/contract.js';
import type { Handlers } from './contract/types.js';
import { errorHandler, frameworkErrorHandler, notFoundHandler } from './error-handler.js';
import { createRepositories } from './repositories/index.js';
import { requestForLog } from './request-log.js';
import { affiliateHandlers } from './routes/affiliate.js';
import { authHandlers } from './routes/auth.js';
import { branchHandlers } from './routes/branches.js';
import type { Deps } from './routes/deps.js';
import { healthHandlers } from './routes/health.js';
import { inventoryHandlers } from './routes/inventory.js';
import { mediaHandlers } from './routes/media.js';
import { publicHandlers } from './routes/public.js';
import { statsHandlers } from './routes/stats.js';
import { ensureAdmin, seedDemo } from './seed/seed.js';
import { openStorage } from './storage/index.js';
import type { Storage } from './storage/storage.js';

export interface AppOptions {
  config: Config;
  /** An open database (tests); otherwise opened from the config and closed with the app. */
  db?: Database;
  /** A storage (tests); otherwise from the config. */
  storage?: Storage;
  /** A rate-limit store (tests); otherwise Redis with REDIS_URL, else memory. */
  rateLimitStore?: RateLimitStore;
  /** TRUST_PROXY: take the client address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** Where log lines go (tests); otherwise standard output. */
  logStream?: NodeJS.WritableStream;
}

const REQUEST_ID = /^[\w.-]{1,100}$/;

export function openDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(join(config.dataDir, 'pgdata'));
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      config.logLevel === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestForLog },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // A caller's x-request-id is kept when it is sane; otherwise a new UUID. Echoed back.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
  });
  app.decorateRequest('admin', null);
  app.decorateRequest('sessionId', null);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Answers under /api speak of the moment and, signed in, of the platform's stores: no browser
  // or proxy keeps a copy (OWASP ASVS 8.2.1). Images under /media set their own caching.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });

  // External plugins.
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-request-id', 'Retry-After', 'Content-Length', 'ETag'],
    maxAge: 600,
  });
  await app.register(helmet, { global: true });
  await app.register(multipart, {
    limits: {
      fileSize: MAX_AFFILIATE_IMAGE_BYTES,
      files: 2,
      fields: 20,
      fieldSize: 10_000,
      parts: 22,
    },
  });
  // The signed upload's body is the JPEG itself, at most 5 MiB (413 above).
  app.addContentTypeParser(
    'image/jpeg',
    { parseAs: 'buffer', bodyLimit: MAX_AFFILIATE_IMAGE_BYTES },
    (_request, body, done) => done(null, body),
  );

  // Database, storage, rate limits.
  const db = options.db ?? (await openDatabase(config));
  if (!options.db) app.addHook('onClose', () => db.close());
  await migrate(db);
  // Answers are cached only while every change is heard (see ./cache): normally at once.
  if (!(await db.changes.whenLive(5_000))) app.log.warn('not listening for database changes yet');
  const storage = options.storage ?? openStorage(config);
  if (!options.storage) app.addHook('onClose', () => storage.close());
  const store =
    options.rateLimitStore ??
    (config.redisUrl ? redisStore(config.redisUrl, `${config.redisKeyPrefix}rl:`) : memoryStore());
  if (!options.rateLimitStore) app.addHook('onClose', () => store.close());
  const limiter = rateLimiter(store, (error) =>
    app.log.error({ err: error }, 'rate limit store failed'),
  );
  const repos = createRepositories(db, db.changes);

  if (await ensureAdmin({ repos, config }))
    app.log.info({ email: config.adminEmail }, 'first admin created');
  if (config.seed === 'demo') {
    const seeded = await seedDemo({ db, repos, storage, config });
    if (seeded) app.log.info(seeded, 'demo data seeded');
  }

  // API reference at /docs, from the same contract.
  const contract = loadContract();
  await app.register(swagger, {
    mode: 'static',
    specification: { document: structuredClone(contract) as never },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Served over plain http locally: do not ask the browser to upgrade the page's requests.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    uiConfig: { validatorUrl: null, deepLinking: true },
  });

  // Routes: one per contract operation.
  const deps: Deps = { config, db, repos, storage, limiter };
  const handlers: Handlers = {
    ...healthHandlers(deps),
    ...authHandlers(deps),
    ...statsHandlers(deps),
    ...branchHandlers(deps),
    ...affiliateHandlers(deps),
    ...mediaHandlers(deps),
    ...inventoryHandlers(deps),
    ...publicHandlers(deps),
  };
  const cache = new ResponseCache(db.changes, config.responseCacheMb * 1024 * 1024);
  bindContract(app, contract, handlers, authenticator(config.authSecret, repos), (operationId) =>
    cacheHooks(cache, operationId),
  );
  return app;
}
