// App plugin: what the routes work with (database, storage, rate limits, repositories,
// services), decorated on the app as `deps`. What it opens itself it closes with the app.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loginGuard, loginPolicy } from '../auth/login-guard.js';
import {
  breakerStore,
  memoryStore,
  rateLimiter,
  redisStore,
  type RateLimitStore,
} from '../auth/rate-limit.js';
import type { Config } from '../config.js';
import type { Database } from '../db/adapter.js';
import { createRepositories } from '../repositories/index.js';
import type { Deps } from '../routes/deps.js';
import { channelsFor } from '../notifications/channels.js';
import { scheduleRetention } from '../services/retention.js';
import { outboxWorker, SEND_CONCURRENCY } from '../notifications/worker.js';
import { createServices } from '../services/index.js';
import { twoStepDeps } from '../services/two-step.js';
import type { Storage } from '../storage/storage.js';
import { outage } from '../outage.js';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export interface DepsOptions {
  config: Config;
  db: Database;
  storage: Storage;
  documents: Storage;
  /** A rate-limit store (tests); otherwise Redis with REDIS_URL, else memory. */
  rateLimitStore?: RateLimitStore | undefined;
}

async function depsPlugin(app: FastifyInstance, options: DepsOptions) {
  const { config, db, storage, documents } = options;
  const store =
    options.rateLimitStore ??
    (config.redisUrl
      ? breakerStore(
          redisStore(config.redisUrl, `${config.redisKeyPrefix}rl:`),
          outage(app.log, 'Redis'),
        )
      : memoryStore());
  if (!options.rateLimitStore) app.addHook('onClose', () => store.close());
  const limiter = rateLimiter(store, (error) =>
    app.log.error({ err: error }, 'rate limit store failed'),
  );
  // Answers are cached only while every change is heard (see ../cache): normally at once.
  if (!(await db.changes.whenLive(5_000))) app.log.warn('not listening for database changes yet');
  // Session lookups are remembered only where no other process can revoke one (issue 46).
  const repos = createRepositories(db, db.kind === 'pglite' ? db.changes : undefined);
  const services = createServices(
    db,
    repos,
    storage,
    documents,
    config.siteUrl,
    config.adminUrl,
    config.notify.sms !== undefined,
  );
  // One login guard for passwords and second-step codes: they share its limits.
  const beginLogin = loginGuard(limiter, loginPolicy(config.loginRateLimit));
  const twoStep = twoStepDeps({ config, db, repos, beginLogin });
  app.decorate('deps', {
    config,
    db,
    repos,
    storage,
    documents,
    limiter,
    services,
    beginLogin,
    twoStep,
  });

  // The notification outbox's worker (NOTIFY_WORKER=off leaves it to other instances).
  if (config.notify.worker) {
    const channels = channelsFor(config.notify, app.log, join(config.dataDir, 'outbox'));
    const worker = outboxWorker({
      repos,
      channel: channels.phone,
      ...(channels.fallback ? { fallback: channels.fallback } : {}),
      email: channels.email,
      log: app.log,
      changes: db.changes,
      pollMs: config.notify.pollMs,
      outage: app.databaseOutage,
      tried: app.metrics?.tried,
      concurrency: SEND_CONCURRENCY,
    });
    app.addHook('onReady', async () => void worker.runOnce());
    // Before the database closes (onClose hooks may run after it): the send under way finishes,
    // the rest of the claim is handed back.
    app.addHook('preClose', () => worker.stop());
  }

  // The daily retention job (RETENTION_JOB=off leaves it to other instances).
  if (config.retentionJob) {
    const stop = scheduleRetention({ db, repos, documents, siteUrl: config.siteUrl }, app.log);
    app.addHook('preClose', async () => stop());
  }
}

export default fp(depsPlugin, { name: 'deps' });
