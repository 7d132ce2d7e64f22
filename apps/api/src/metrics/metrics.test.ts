import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { outboxWorker } from '../notifications/worker.js';
import type { Channel } from '../notifications/channels.js';
import { useTestApp, TEST_PASSWORD } from '../testing/app.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertStore } from '../testing/fixtures.js';
import { series, valueOf } from '../testing/metrics.js';
import { initiate } from '../testing/owners.js';

const TOKEN = 'metrics-token-0123456789';

describe.skipIf(!DATABASE_AVAILABLE)(`metrics behind METRICS_TOKEN (${TEST_DB})`, () => {
  const t = useTestApp({ env: { METRICS_TOKEN: TOKEN } });

  const scrape = async () => {
    const res = await t.call('GET', '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  test('counts each request once by route template, method and status class', async () => {
    const admin = await t.admin();
    const store = await insertStore(t.repos);
    // 401s to /metrics: answered in the contract's error shape and counted nowhere.
    const none = await get('/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(
      (await get('/metrics', { authorization: 'Bearer wrong-token-0123456789' })).statusCode,
    ).toBe(401);
    expect((await get('/metrics', { authorization: `Basic ${TOKEN}` })).statusCode).toBe(401);

    for (let i = 0; i < 3; i += 1) expect((await get('/health')).statusCode).toBe(200);
    expect((await get('/api/no-such-thing?phone=9848022338')).statusCode).toBe(404);
    expect((await get('/api/admin/branches', admin.headers)).headers['x-cache']).toBe('miss');
    expect((await get('/api/admin/branches', admin.headers)).headers['x-cache']).toBe('hit');
    expect((await get('/api/admin/branches')).statusCode).toBe(401);
    expect((await get(`/api/admin/branches/${store.id}`, admin.headers)).statusCode).toBe(200);
    for (const password of ['wrong password 1', 'wrong password 2'])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/admin/login',
            payload: { email: admin.email, password },
          })
        ).statusCode,
      ).toBe(401);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: admin.email, password: TEST_PASSWORD },
    });
    expect(right.statusCode).toBe(200);

    const text = await scrape();
    const requests = 'kirana_http_requests_total';
    const count = (method: string, route: string, statusClass: string) =>
      valueOf(text, requests, { method, route, status_class: statusClass });
    expect(count('GET', '/health', '2xx')).toBe(3);
    expect(count('GET', 'unmatched', '4xx')).toBe(1);
    expect(count('GET', '/api/admin/branches', '2xx')).toBe(2);
    expect(count('GET', '/api/admin/branches', '4xx')).toBe(1);
    expect(count('GET', '/api/admin/branches/:branchId', '2xx')).toBe(1);
    expect(count('POST', '/api/auth/admin/login', '4xx')).toBe(2);
    expect(count('POST', '/api/auth/admin/login', '2xx')).toBe(1);
    // Those 11 and nothing else: not the scrapes, not the refused ones, no raw address.
    expect(series(text, requests).reduce((sum, sample) => sum + sample.value, 0)).toBe(11);
    expect(text).not.toContain('/metrics"');
    expect(text).not.toContain('no-such-thing');
    expect(text).not.toContain(store.id);
    expect(
      valueOf(text, 'kirana_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/health',
        status_class: '2xx',
      }),
    ).toBe(3);
    expect(
      valueOf(text, 'kirana_http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/health',
        status_class: '2xx',
        le: '+Inf',
      }),
    ).toBe(3);
    const cache = (result: string) =>
      valueOf(text, 'kirana_response_cache_requests_total', {
        route: '/api/admin/branches',
        result,
      });
    expect([cache('hit'), cache('miss')]).toEqual([1, 1]);
    expect(valueOf(text, 'kirana_login_failures_total', { step: 'password' })).toBe(2);
    expect(valueOf(text, 'kirana_ready')).toBe(1);
    // The pool is PostgreSQL's; PGlite is one connection in the process and reports none.
    if (TEST_DB === 'postgres') {
      expect(valueOf(text, 'kirana_db_pool_max')).toBe(4);
      expect(valueOf(text, 'kirana_db_pool_in_use')).toBe(0);
      expect(valueOf(text, 'kirana_db_pool_waiting')).toBe(0);
    } else expect(series(text, 'kirana_db_pool_max')).toEqual([]);
    // A second scrape finds the same figures: scraping counts nothing.
    expect(
      valueOf(await scrape(), requests, { method: 'GET', route: '/health', status_class: '2xx' }),
    ).toBe(3);
  });

  test("the review queues and the outbox's waiting rows are read from the database", async () => {
    const idle = await scrape();
    expect(valueOf(idle, 'kirana_review_queue_pending', { queue: 'stores' })).toBe(0);
    expect(valueOf(idle, 'kirana_review_queue_oldest_pending_seconds', { queue: 'stores' })).toBe(
      0,
    );
    expect(valueOf(idle, 'kirana_outbox_waiting')).toBe(0);

    const old = await insertStore(t.repos);
    await insertStore(t.repos);
    await insertStore(t.repos, { status: 'approved' });
    await t.db.query(
      `update branches set submitted_at = now() - interval '40 hours' where id = $1`,
      [old.id],
    );
    await t.db.query(
      `insert into delivery_partner_applications (name, phone, pincode, vehicle, submitted_at)
       values ('Ravi', '9848022338', '500016', 'bicycle', now() - interval '10 hours')`,
    );
    expect((await initiate(t, '9848022338')).statusCode).toBe(202);
    await t.db.query(`update notifications set created_at = now() - interval '6 minutes'`);

    const text = await scrape();
    expect(valueOf(text, 'kirana_review_queue_pending', { queue: 'stores' })).toBe(2);
    expect(valueOf(text, 'kirana_review_queue_pending', { queue: 'applications' })).toBe(1);
    const stores = valueOf(text, 'kirana_review_queue_oldest_pending_seconds', { queue: 'stores' });
    expect(stores).toBeGreaterThanOrEqual(40 * 3600);
    expect(stores).toBeLessThan(40 * 3600 + 60);
    const applications = valueOf(text, 'kirana_review_queue_oldest_pending_seconds', {
      queue: 'applications',
    });
    expect(applications).toBeGreaterThanOrEqual(10 * 3600);
    expect(applications).toBeLessThan(10 * 3600 + 60);
    expect(valueOf(text, 'kirana_outbox_waiting')).toBe(1);
    const outbox = valueOf(text, 'kirana_outbox_oldest_waiting_seconds');
    expect(outbox).toBeGreaterThanOrEqual(360);
    expect(outbox).toBeLessThan(420);
  });

  test('sends and failures by channel and template; sign-in codes by channel', async () => {
    for (const [phone, ip] of [
      ['9848022301', '10.9.0.1'],
      ['9848022302', '10.9.0.2'],
      ['9848022303', '10.9.0.3'],
    ] as const)
      expect((await initiate(t, phone, 'en', ip)).statusCode).toBe(202);
    // The bridge takes the first code, asks for the second to be tried again, refuses the third.
    let calls = 0;
    const channel: Channel = {
      via: 'webhook',
      send: async () => {
        calls += 1;
        if (calls === 1) return { ok: true };
        return calls === 2
          ? { ok: false, retry: true, error: 'busy' }
          : { ok: false, retry: false, error: 'refused' };
      },
    };
    const worker = outboxWorker({
      repos: t.repos,
      channel,
      log: { warn: () => undefined, error: () => undefined },
      tried: t.app.metrics?.tried,
    });
    expect(await worker.runOnce()).toBe(3);
    await worker.stop();

    const text = await scrape();
    const template = { channel: 'webhook', template: 'store_code' };
    expect(valueOf(text, 'kirana_outbox_sent_total', template)).toBe(1);
    expect(valueOf(text, 'kirana_outbox_failed_total', { ...template, final: 'false' })).toBe(1);
    expect(valueOf(text, 'kirana_outbox_failed_total', { ...template, final: 'true' })).toBe(1);
    const codes = (result: string) =>
      valueOf(text, 'kirana_owner_sign_in_codes_total', { channel: 'webhook', result });
    expect([codes('sent'), codes('failed')]).toEqual([1, 2]);
    // One still waits for its next try.
    expect(valueOf(text, 'kirana_outbox_waiting')).toBe(1);
    // A wrong code typed by an owner counts as a failed sign-in step.
    const [request] = await t.db.query<{ id: string }>('select id from owner_codes limit 1');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/branch/login/complete',
      payload: { requestId: request?.id, code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(valueOf(await scrape(), 'kirana_login_failures_total', { step: 'owner_code' })).toBe(1);
  });
});

describe('metrics settings', () => {
  const base = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/kirana-metrics-config' };

  test('off unless METRICS_TOKEN or METRICS_PORT is set; a short token or the API port refused', () => {
    expect(loadConfig(base).metrics).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_TOKEN: TOKEN }).metrics).toEqual({
      token: TOKEN,
      port: undefined,
      host: '127.0.0.1',
    });
    expect(loadConfig({ ...base, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      token: undefined,
      port: 9464,
      host: '0.0.0.0',
    });
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT must differ from PORT/,
    );
    expect(() => loadConfig({ ...base, METRICS_PORT: 'x' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, METRICS_HOST: '0.0.0.0' })).toThrow(/METRICS_PORT/);
  });
});
