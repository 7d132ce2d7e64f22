// The API's Prometheus metrics, one registry per app. What this instance did is counted here
// (requests, sends, failed sign-ins, cache hits); what belongs to the database (the review
// queues, the outbox's waiting rows) is read from it at each scrape, so every instance reports
// the same figures. docs/deploy.md ("Operating") lists the names and what they mean.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { NotificationChannel } from '@kirana/domain/notifications';
import type { Queryable, PoolStats } from '../db/adapter.js';
import type { NotificationRow } from '../repositories/notifications.js';
import type { SendOutcome } from '../notifications/worker.js';

/** The route label of a request no route matched (its raw address is never a label). */
export const UNMATCHED_ROUTE = 'unmatched';

/** The template of owners' sign-in codes. */
const SIGN_IN_CODE_TEMPLATE = 'store_code';

export type LoginStep = 'password' | 'second_step' | 'owner_code';

export interface MetricsSources {
  db: Queryable & { pool?(): PoolStats };
  /** Whether the instance is ready (false while the database is known to be away). */
  ready(): boolean;
}

/** Ages and counts of what waits in the database, in one statement. */
const WAITING_SQL = `select
  (select count(*)::int from branches where status = 'pending') as "stores",
  (select coalesce(extract(epoch from now() - min(submitted_at)), 0)::float8
     from branches where status = 'pending') as "storesOldest",
  (select count(*)::int from delivery_partner_applications where status = 'pending') as "applications",
  (select coalesce(extract(epoch from now() - min(submitted_at)), 0)::float8
     from delivery_partner_applications where status = 'pending') as "applicationsOldest",
  (select count(*)::int from notifications where state = 'pending') as "outbox",
  (select coalesce(extract(epoch from now() - min(created_at)), 0)::float8
     from notifications where state = 'pending') as "outboxOldest"`;

interface Waiting {
  stores: number;
  storesOldest: number;
  applications: number;
  applicationsOldest: number;
  outbox: number;
  outboxOldest: number;
}

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'kirana_http_requests_total',
    help: 'Requests answered, by route template, method and status class.',
    labelNames: ['method', 'route', 'status_class'],
    registers,
  });
  const duration = new Histogram({
    name: 'kirana_http_request_duration_seconds',
    help: 'Time to answer a request, by route template, method and status class.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const cache = new Counter({
    name: 'kirana_response_cache_requests_total',
    help: 'Cached list answers served from the response cache (hit) or the database (miss).',
    labelNames: ['route', 'result'],
    registers,
  });
  const loginFailures = new Counter({
    name: 'kirana_login_failures_total',
    help: 'Refused sign-ins: wrong password, wrong second-step code, wrong owner sign-in code.',
    labelNames: ['step'],
    registers,
  });
  const sent = new Counter({
    name: 'kirana_outbox_sent_total',
    help: 'Notifications sent by this instance, by channel and template.',
    labelNames: ['channel', 'template'],
    registers,
  });
  const failed = new Counter({
    name: 'kirana_outbox_failed_total',
    help: 'Failed tries of notifications, by channel and template; final="true" when given up.',
    labelNames: ['channel', 'template', 'final'],
    registers,
  });
  const codes = new Counter({
    name: 'kirana_owner_sign_in_codes_total',
    help: "Tries to send a store owner's sign-in code, by channel and result (sent, failed).",
    labelNames: ['channel', 'result'],
    registers,
  });
  const droppedSpans = new Counter({
    name: 'kirana_trace_spans_dropped_total',
    help: 'Spans the OTLP exporter could not deliver (the collector down or refusing).',
    registers,
  });

  // Read at each scrape.
  const ready = new Gauge({
    name: 'kirana_ready',
    help: '1 when the instance is ready (its database answers), else 0.',
    registers,
  });
  const queuePending = new Gauge({
    name: 'kirana_review_queue_pending',
    help: 'Stores and delivery-partner applications waiting for a decision (from the database).',
    labelNames: ['queue'],
    registers,
  });
  const queueOldest = new Gauge({
    name: 'kirana_review_queue_oldest_pending_seconds',
    help: 'Age of the oldest waiting store or application, seconds (0 when none waits).',
    labelNames: ['queue'],
    registers,
  });
  const outboxWaiting = new Gauge({
    name: 'kirana_outbox_waiting',
    help: 'Notifications not yet sent (from the database).',
    registers,
  });
  const outboxOldest = new Gauge({
    name: 'kirana_outbox_oldest_waiting_seconds',
    help: 'Age of the oldest notification not yet sent, seconds (0 when none waits).',
    registers,
  });
  // PostgreSQL's pool; PGlite is one connection inside the process, with nothing to report.
  const poolRegisters = sources.db.pool ? registers : [];
  const poolInUse = new Gauge({
    name: 'kirana_db_pool_in_use',
    help: 'Database connections checked out (PostgreSQL only).',
    registers: poolRegisters,
  });
  const poolIdle = new Gauge({
    name: 'kirana_db_pool_idle',
    help: 'Open database connections not in use (PostgreSQL only).',
    registers: poolRegisters,
  });
  const poolWaiting = new Gauge({
    name: 'kirana_db_pool_waiting',
    help: 'Queries waiting for a database connection (PostgreSQL only).',
    registers: poolRegisters,
  });
  const poolMax = new Gauge({
    name: 'kirana_db_pool_max',
    help: 'The most connections the pool opens (PostgreSQL only).',
    registers: poolRegisters,
  });

  /** Reads the database's figures into the gauges; a database that does not answer clears them. */
  async function readDatabase(): Promise<void> {
    const pool = sources.db.pool?.();
    if (pool) {
      poolInUse.set(pool.inUse);
      poolIdle.set(pool.idle);
      poolWaiting.set(pool.waiting);
      poolMax.set(pool.max);
    }
    let waiting: Waiting | undefined;
    try {
      [waiting] = await sources.db.query<Waiting>(WAITING_SQL);
    } catch {
      waiting = undefined;
    }
    ready.set(waiting && sources.ready() ? 1 : 0);
    if (!waiting) {
      for (const gauge of [queuePending, queueOldest, outboxWaiting, outboxOldest]) gauge.reset();
      return;
    }
    queuePending.set({ queue: 'stores' }, waiting.stores);
    queuePending.set({ queue: 'applications' }, waiting.applications);
    queueOldest.set({ queue: 'stores' }, waiting.storesOldest);
    queueOldest.set({ queue: 'applications' }, waiting.applicationsOldest);
    outboxWaiting.set(waiting.outbox);
    outboxOldest.set(waiting.outboxOldest);
  }

  return {
    registry,
    /** The text Prometheus reads, with the database's figures as they are now. */
    async scrape(): Promise<string> {
      await readDatabase();
      return registry.metrics();
    },
    contentType: registry.contentType,
    request(method: string, route: string | undefined, status: number, seconds: number) {
      const labels = {
        method,
        route: route ?? UNMATCHED_ROUTE,
        status_class: `${Math.floor(status / 100)}xx`,
      };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    cache(route: string, result: 'hit' | 'miss') {
      cache.inc({ route, result });
    },
    loginFailed(step: LoginStep) {
      loginFailures.inc({ step });
    },
    /** The outbox worker's `tried`. */
    tried(notification: NotificationRow, via: NotificationChannel, outcome: SendOutcome) {
      const template = notification.template;
      if (outcome === 'sent') sent.inc({ channel: via, template });
      else failed.inc({ channel: via, template, final: String(outcome === 'failed') });
      if (template === SIGN_IN_CODE_TEMPLATE)
        codes.inc({ channel: via, result: outcome === 'sent' ? 'sent' : 'failed' });
    },
    spansDropped(count: number) {
      droppedSpans.inc(count);
    },
  };
}
