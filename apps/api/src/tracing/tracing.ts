// OpenTelemetry traces, loaded only when they are on (OTEL_EXPORTER_OTLP_ENDPOINT, or a test's
// exporter): a span for each request with its route template (@fastify/otel) and one for each
// SQL statement sent to PostgreSQL within it (the `pg` instrumentation; PGlite runs in the
// process and makes none). Span attributes carry no personal data: the request's path without
// its query, an invite's token hidden, and SQL with its placeholders, never its values.
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, type Span } from '@opentelemetry/api';
import { ExportResultCode } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { addressForLog } from '../request-log.js';

export interface TracingOptions {
  serviceName: string;
  /** Where spans go: OTLP over HTTP to this base URL (its /v1/traces), or a test's exporter. */
  endpoint?: string;
  exporter?: SpanExporter;
  /** Told of spans that could not be delivered (the collector down or refusing them). */
  dropped?: (count: number) => void;
}

export interface Tracing {
  /** Registers the request spans and the trace id's log field and header; before any route. */
  plugin: FastifyPluginAsync;
  /** Sends what is buffered now (resolves when the export ends, delivered or not). */
  flush(): Promise<void>;
  /** Flushes and stops (the app's close). */
  shutdown(): Promise<void>;
}

/** An exporter that counts the spans of every failed export. */
function counting(exporter: SpanExporter, dropped: (count: number) => void): SpanExporter {
  return {
    export(spans, done) {
      exporter.export(spans, (result) => {
        if (result.code !== ExportResultCode.SUCCESS) dropped(spans.length);
        done(result);
      });
    },
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}

/**
 * `pg` as the adapter loaded it, patched in place: the instrumentation's own loader hook sees
 * only modules loaded after it (an ES module's import of pg may come first), so its patches are
 * applied to the loaded module directly; they replace any the hook applied.
 */
function patchPg(instrumentation: PgInstrumentation): () => void {
  const require = createRequire(import.meta.url);
  const fromPg = createRequire(require.resolve('pg'));
  const loaded: Record<string, unknown> = { pg: require('pg'), 'pg-pool': fromPg('pg-pool') };
  const patched = instrumentation.getModuleDefinitions().flatMap((definition) => {
    const exports = loaded[definition.name];
    if (!exports || !definition.patch) return [];
    definition.patch(exports);
    return [() => definition.unpatch?.(exports)];
  });
  return () => patched.forEach((unpatch) => unpatch());
}

/** The request's path for a span: no query (searches carry phone numbers), no invite token. */
function pathForSpan(request: FastifyRequest): string {
  return addressForLog(request.url.split('?')[0] ?? '');
}

export function startTracing(options: TracingOptions): Tracing {
  const exporter =
    options.exporter ?? new OTLPTraceExporter({ url: `${options.endpoint}/v1/traces` });
  const sink = counting(exporter, options.dropped ?? (() => undefined));
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    // A test's exporter sees each span as it ends; a collector gets them in batches, off the
    // request's path (a collector that is down costs the requests nothing).
    spanProcessors: [
      options.exporter ? new SimpleSpanProcessor(sink) : new BatchSpanProcessor(sink),
    ],
  });
  // The context manager (AsyncLocalStorage) and the W3C trace-context propagator.
  provider.register();

  // SQL spans only inside a traced request: not the change feed's checks or the outbox's polls.
  const pg = new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false });
  pg.setTracerProvider(provider);
  const unpatchPg = patchPg(pg);

  // A span for the request and one for its handler; none for each hook (a dozen a request,
  // they tripled tracing's cost).
  const fastifyOtel = new FastifyOtelInstrumentation({
    instrumentHooks: false,
    requestHook: (span: Span, request: FastifyRequest) => {
      span.setAttribute('url.path', pathForSpan(request));
    },
  });
  fastifyOtel.setTracerProvider(provider);

  async function tracingPlugin(app: FastifyInstance) {
    await app.register(fastifyOtel.plugin());
    // Fastify's own request lines are off while tracing (they come before the trace is known):
    // these two carry the trace id, as every line logged through the request does.
    app.addHook('onRequest', (request, reply, done) => {
      const otel = request.opentelemetry();
      const traceId = otel.span?.spanContext().traceId;
      if (traceId) {
        request.log = request.log.child({ traceId });
        reply.log = request.log;
        reply.header('x-request-id', traceId);
      }
      request.log.info({ req: request }, 'incoming request');
      // The hooks after this one (an admin's session lookup among them) run in the request's
      // trace, so their SQL has its spans without a span for every hook.
      if (otel.context) context.with(otel.context, done);
      else done();
    });
    app.addHook('onResponse', async (request, reply) => {
      reply.log.info({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    });
  }

  return {
    plugin: fp(tracingPlugin, { name: 'tracing' }),
    // A failed export is counted (dropped), not thrown at whoever flushes.
    flush: () => provider.forceFlush().catch(() => undefined),
    async shutdown() {
      unpatchPg();
      pg.disable();
      fastifyOtel.disable();
      await provider.shutdown().catch(() => undefined);
    },
  };
}
