import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { useTestApp } from '../testing/app.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertStore } from '../testing/fixtures.js';
import { valueOf } from '../testing/metrics.js';

const TRACE_ID = /^[0-9a-f]{32}$/;
const PHONE_DIGITS = '9848012345';

const sqlOf = (span: ReadableSpan) => span.attributes['db.query.text'];

describe.skipIf(!DATABASE_AVAILABLE)(`traces to an in-memory exporter (${TEST_DB})`, () => {
  const exporter = new InMemorySpanExporter();
  const lines: Record<string, unknown>[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  const t = useTestApp({ spanExporter: exporter, logStream });

  test('an admin request: a route span, one span per SQL statement, the trace id in its logs and header', async () => {
    const admin = await t.admin();
    const store = await insertStore(t.repos, { phone: `+91 ${PHONE_DIGITS}` });
    const url = `/api/admin/branches/${store.id}`;
    // A first request opens the pool's connection; the measured one reuses it.
    expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(
      200,
    );
    exporter.reset();
    lines.length = 0;
    const query = vi.spyOn(t.db, 'query');
    const transaction = vi.spyOn(t.db, 'transaction');
    const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    const ran = query.mock.calls.map(([sql]) => sql);
    const transactions = transaction.mock.calls.length;
    query.mockRestore();
    transaction.mockRestore();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(PHONE_DIGITS);

    const traceId = res.headers['x-request-id'];
    expect(traceId).toMatch(TRACE_ID);
    const spans = exporter.getFinishedSpans();
    expect(spans.every((span) => span.spanContext().traceId === traceId)).toBe(true);
    const [route] = spans.filter((span) => span.name === 'request');
    expect(route?.attributes).toMatchObject({
      'http.route': '/api/admin/branches/:branchId',
      'http.request.method': 'GET',
      'http.response.status_code': 200,
    });

    const statements = spans.filter((span) => sqlOf(span) !== undefined);
    expect(transactions).toBe(0);
    expect(ran.length).toBeGreaterThan(0);
    if (TEST_DB === 'postgres') {
      // Each statement the request ran on the pool (some at once), in the request's trace.
      expect(statements.map(sqlOf).sort()).toEqual([...ran].sort());
      for (const span of statements) expect(span.attributes['db.system.name']).toBe('postgresql');
    } else {
      // PGlite is not `pg`: it runs in the process and makes no spans.
      expect(statements).toEqual([]);
    }

    // Every line the request logged carries its trace id.
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    for (const line of lines) expect(line.traceId).toBe(traceId);
  });

  test('no phone number, code or token in any span attribute', async () => {
    const admin = await t.admin();
    await insertStore(t.repos, { phone: `+91 ${PHONE_DIGITS}` });
    exporter.reset();
    const search = await t.call('GET', `/api/admin/branches?q=${PHONE_DIGITS}`, admin.headers);
    expect(search.statusCode).toBe(200);
    const invite = await t.app.inject({
      method: 'GET',
      url: '/api/invites/secret-invite-token-123',
    });
    expect(invite.statusCode).toBeGreaterThanOrEqual(400);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/branch/login/initiate',
      payload: { phone: PHONE_DIGITS, language: 'en' },
    });
    expect(signIn.statusCode).toBe(202);
    const token = admin.headers.authorization.slice('Bearer '.length);
    const attributes = JSON.stringify(exporter.getFinishedSpans().map((span) => span.attributes));
    expect(attributes).toContain('/api/admin/branches');
    for (const secret of [PHONE_DIGITS, '8012345', token, 'secret-invite-token-123'])
      expect(attributes).not.toContain(secret);
    const [code] = await t.db.query<{ params: { code?: string } }>(
      'select params from notifications',
    );
    if (code?.params.code) expect(attributes).not.toContain(code.params.code);
  });
});

/** A collector of OTLP/HTTP (JSON) that keeps what it is sent. */
function fakeCollector() {
  const bodies: { contentType: string | undefined; body: unknown }[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      bodies.push({
        contentType: request.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString()),
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, bodies };
}

const collector = fakeCollector();
await new Promise<void>((done) => collector.server.listen(0, '127.0.0.1', () => done()));
const collectorPort = (collector.server.address() as AddressInfo).port;

describe.skipIf(!DATABASE_AVAILABLE)(`traces over OTLP (${TEST_DB})`, () => {
  const token = 'metrics-token-0123456789';
  // Sends to the stopped collector are retried until the exporter's time limit, at the test's
  // flush and again when the app closes: 3 s instead of OpenTelemetry's 10 (read when the app
  // is built, in useTestApp's beforeAll, which runs after this one).
  beforeAll(() => void vi.stubEnv('OTEL_EXPORTER_OTLP_TRACES_TIMEOUT', '3000'));
  afterAll(() => void vi.unstubAllEnvs());
  const t = useTestApp({
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
      OTEL_SERVICE_NAME: 'kirana-api-test',
      METRICS_TOKEN: token,
    },
  });
  beforeAll(() => void (collector.bodies.length = 0));
  afterAll(() => collector.server.closeAllConnections());

  test('spans reach the collector; with the collector down requests are unaffected and the lost spans counted', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-request-id']).toMatch(TRACE_ID);
    await t.app.traces?.flush();
    const sent = JSON.stringify(collector.bodies.map((entry) => entry.body));
    expect(collector.bodies[0]?.contentType).toBe('application/json');
    expect(sent).toContain('kirana-api-test');
    expect(sent).toContain(String(res.headers['x-request-id']));
    expect(sent).toContain('"/health"');

    await new Promise((done) => collector.server.close(done));
    collector.server.closeAllConnections();
    const started = Date.now();
    for (let i = 0; i < 20; i += 1)
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    await t.app.traces?.flush();
    const metrics = await t.call('GET', '/metrics', { authorization: `Bearer ${token}` });
    expect(valueOf(metrics.body, 'kirana_trace_spans_dropped_total')).toBeGreaterThanOrEqual(20);
  }, 60_000);
});
