// Builds the API as fastify/demo does: external plugins, then the app's own (database,
// storage, rate limits, repositories, services), then the routes of the contract, with one
// error handler. It takes a migrated database; opening, migrating and seeding is ./start.ts.
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { Config } from './config.js';
import type { Database } from './db/adapter.js';
import type { RateLimitStore } from './auth/rate-limit.js';
import { errorHandler, frameworkErrorHandler, notFoundHandler } from './error-handler.js';
import { stopPdfChecks } from './documents/files.js';
import deps from './plugins/deps.js';
import externalPlugins, { requestId } from './plugins/external.js';
import metrics from './metrics/plugin.js';
import { LOG_REDACT_PATHS, requestForLog } from './request-log.js';
import { outage, type Outage } from './outage.js';
import routes from './routes/index.js';
import type { Storage } from './storage/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The database's outages, logged once each way (issue 46): every 503, the readiness check
     * and the outbox worker report to it, and it tries the database every second while away.
     */
    databaseOutage: Outage;
    /** The traces' exporter, when tracing is on: flush() sends what is buffered (tests). */
    traces: { flush(): Promise<void> } | null;
  }
}

export interface AppOptions {
  config: Config;
  /** A migrated database; the caller closes it. */
  db: Database;
  /** Where media go; the caller closes it. */
  storage: Storage;
  /** Where private documents go; the caller closes it. */
  documents: Storage;
  /** A rate-limit store (tests); otherwise Redis with REDIS_URL, else memory. */
  rateLimitStore?: RateLimitStore;
  /** Where log lines go (tests); otherwise standard output. */
  logStream?: NodeJS.WritableStream;
  /** Traces to this exporter (tests); otherwise over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
  spanExporter?: SpanExporter;
}

/**
 * Fastify's trustProxy of TRUST_PROXY. A hop count trusts that many addresses nearest the API,
 * the first of them the socket's (Fastify 5 takes a number as "trust nothing", so it is a
 * function here); addresses and ranges go to proxy-addr as they are.
 */
function trustedProxies(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Tracing's SDK is loaded only when it is on.
  const tracing =
    config.tracing || options.spanExporter
      ? (await import('./tracing/tracing.js')).startTracing({
          serviceName: config.tracing?.serviceName ?? 'kirana-api',
          endpoint: config.tracing?.endpoint,
          exporter: options.spanExporter,
          dropped: (count) => app.metrics?.spansDropped(count),
        })
      : null;
  const app = Fastify({
    logger:
      config.logLevel === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestForLog },
            redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    requestIdHeader: false,
    genReqId: (request) => requestId(request.headers['x-request-id']),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    // While tracing, the request lines are written once the trace is known (./tracing).
    ...(tracing ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
  });
  app.decorateRequest('admin', null);
  app.decorateRequest('owner', null);
  app.decorateRequest('sessionId', null);
  const databaseOutage = outage(app.log, 'database', {
    probe: () => options.db.query('select 1'),
  });
  app.decorate('databaseOutage', databaseOutage);
  app.addHook('onClose', async () => databaseOutage.stop());
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);

  await app.register(externalPlugins, { config });
  app.decorate('traces', tracing);
  if (tracing) {
    await app.register(tracing.plugin);
    app.addHook('onClose', () => tracing.shutdown());
  }
  await app.register(metrics, { config: config.metrics, db: options.db });
  await app.register(deps, {
    config,
    db: options.db,
    storage: options.storage,
    documents: options.documents,
    rateLimitStore: options.rateLimitStore,
  });
  await app.register(routes);
  app.addHook('onClose', async () => stopPdfChecks());
  return app;
}
