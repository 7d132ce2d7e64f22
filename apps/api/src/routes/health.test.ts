import { describe, expect, test } from 'vitest';
import { useTestApp } from '../testing/app.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { expectContract, expectError } from '../testing/contract.js';

describe.skipIf(!DATABASE_AVAILABLE)(`health (${TEST_DB})`, () => {
  const t = useTestApp();

  test('GET /health answers ok without touching the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(expectContract('health', res, 200)).toEqual({ status: 'success', data: { ok: true } });
  });

  test('GET /ready answers ok while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(expectContract('ready', res, 200)).toEqual({
      status: 'success',
      data: { database: 'ok' },
    });
  });

  test('every answer carries a request id, and a sane incoming one is kept', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.call('GET', '/health', { 'x-request-id': 'lb-123.abc' });
    expect(kept.headers['x-request-id']).toBe('lb-123.abc');
    const replaced = await t.call('GET', '/health', { 'x-request-id': 'bad id <script>' });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('security headers are set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  test('no answer under /api may be stored by a browser or proxy, whether it succeeds or not', async () => {
    const admin = await t.admin();
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/public/stores?pincode=500016' }),
      // A cached read, twice: once from the database, once from the response cache.
      await t.app.inject({ method: 'GET', url: '/api/stats/branches', headers: admin.headers }),
      await t.app.inject({ method: 'GET', url: '/api/stats/branches', headers: admin.headers }),
      await t.app.inject({ method: 'GET', url: '/api/admin/profile' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ];
    expect(answers.map((res) => [res.statusCode, res.headers['cache-control']])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [401, 'no-store'],
      [404, 'no-store'],
    ]);
    expect(answers[2]?.headers['x-cache']).toBe('hit');
  });

  test('CORS allows the configured origins only', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/affiliate/products',
      headers: { origin: 'http://localhost:5174', 'access-control-request-method': 'POST' },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5174');
    const refused = await t.call('GET', '/health', { origin: 'https://evil.example' });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('an unknown path is a 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'Not found.',
      code: 'NOT_FOUND',
      rule: 'common.notFound',
    });
  });

  test('the root sends a newcomer to the API reference page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/docs');
  });

  test('the API reference page is served from the contract', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const spec = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const body = spec.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toContain('/api/auth/admin/login');
  });

  test('GET /ready answers 503 when the database does not answer', async () => {
    const realQuery = t.db.query;
    t.db.query = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/ready' });
      expectError('ready', res, 503, /database is not answering/);
    } finally {
      t.db.query = realQuery;
    }
  });
});
