// The database stops while the API serves. The API (a real listening server) reaches
// PostgreSQL through a TCP proxy that the test cuts and restores. While cut, requests that need
// the database fail fast with a 503 in the contract's error shape, /ready says 503, /health
// stays up; once restored, the API serves again without a restart.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_UNAVAILABLE } from '@kirana/domain/common';
import { startApp } from '../start.js';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from '../config.js';
import { LISTENER_CHECK_MS, LISTENER_CHECK_TIMEOUT_MS } from '../db/adapter.js';
import { ERROR_CODES } from '../errors.js';
import { testConfig } from '../testing/app.js';
import { POSTGRES_URL, postgresAnswers } from '../testing/db.js';
import { figure } from './support.js';
import { startTcpProxy, type Cut, type TcpProxy } from './tcp-proxy.js';

const available = await postgresAnswers();

/**
 * "Fails fast": a hang is the failure mode, so the bound is generous. A dropped connection is
 * refused at once; a silent network waits for the pool's connect or query timeout.
 */
const BOUND_MS: Record<Cut, number> = { reset: 5_000, blackhole: 20_000 };

describe.skipIf(!available)('the database stops while the API serves (PostgreSQL)', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'kirana-outage-'));
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let base = '';
  let token = '';
  const figures: string[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const target = new URL(POSTGRES_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(POSTGRES_URL);
    url.port = String(proxy.port);
    url.searchParams.set('options', `-c search_path=${schema}`);
    app = await startApp({
      // Each call comes from its own address (X-Forwarded-For): no rate limit is reached.
      config: testConfig(dataDir, { DATABASE_URL: url.toString(), TRUST_PROXY: 'true' }),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${base}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD }),
    });
    token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
    await cleanup.connect();
    await cleanup.query(`drop schema if exists ${schema} cascade`);
    await cleanup.end();
    rmSync(dataDir, { recursive: true, force: true });
    figure('database outage (PostgreSQL through a TCP proxy)', figures.join('; '));
  });

  let address = 0;
  const nextAddress = () => `10.0.${Math.floor((address += 1) / 250)}.${address % 250}`;

  interface Timed {
    name: string;
    status: number;
    body: { status?: string; code?: string; message?: string };
    ms: number;
  }

  /** The calls of a running admin app and site: a read, a secured read, a public write. */
  function calls(): Promise<Timed[]> {
    const auth = { authorization: `Bearer ${token}` };
    const requests: [string, string, RequestInit][] = [
      ['ready', '/ready', {}],
      ['health', '/health', {}],
      ['secured read', '/api/admin/branches', { headers: auth }],
      ['stats', '/api/stats/branches', { headers: auth }],
      [
        'public write',
        '/api/contact-messages',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Outage',
            email: 'outage@example.in',
            subject: 'Other',
            message: 'Sent while the database was away.',
          }),
        },
      ],
      [
        'login',
        '/api/auth/admin/login',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD }),
        },
      ],
    ];
    return Promise.all(
      requests.map(async ([name, path, init]) => {
        const started = performance.now();
        const res = await fetch(`${base}${path}`, {
          ...init,
          headers: {
            ...(init.headers as Record<string, string>),
            'x-forwarded-for': nextAddress(),
          },
          signal: AbortSignal.timeout(60_000),
        });
        const body = (await res.json()) as Timed['body'];
        return { name, status: res.status, body, ms: performance.now() - started };
      }),
    );
  }

  test.each(['reset', 'blackhole'] as const)(
    'cut (%s): 503 fast with a message, then back without a restart',
    async (mode) => {
      const healthy = await calls();
      expect(
        healthy.map((c) => [c.name, c.status]),
        JSON.stringify(healthy),
      ).toEqual([
        ['ready', 200],
        ['health', 200],
        ['secured read', 200],
        ['stats', 200],
        ['public write', 201],
        ['login', 200],
      ]);

      proxy.cut(mode);
      let cut: Timed[];
      try {
        // Answers kept in memory (apps/api/src/cache) are served until the API notices that it
        // no longer hears the database's changes: at once when the connection drops, within a
        // check of its listening connection when the network goes silent (sessions are read on
        // every request on PostgreSQL). After that, everything that needs the database is 503.
        await new Promise((resolve) =>
          setTimeout(resolve, LISTENER_CHECK_MS + LISTENER_CHECK_TIMEOUT_MS + 200),
        );
        cut = await calls();
      } finally {
        proxy.restore();
      }
      for (const call of cut) {
        const label = `${mode} ${call.name}: ${call.status} ${JSON.stringify(call.body)} in ${Math.round(call.ms)} ms`;
        expect(call.ms, label).toBeLessThan(BOUND_MS[mode]);
        if (call.name === 'health') {
          expect(call.status, label).toBe(200);
          continue;
        }
        expect(call.status, label).toBe(503);
        expect(call.body, label).toEqual({
          status: 'error',
          code: ERROR_CODES[503],
          message: DATABASE_UNAVAILABLE.text,
          rule: DATABASE_UNAVAILABLE.rule,
        });
      }

      const restored = performance.now();
      let ready = 0;
      while (ready !== 200) {
        expect(performance.now() - restored, 'recovery').toBeLessThan(30_000);
        ready = (await fetch(`${base}/ready`)).status;
        if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const recoveryMs = performance.now() - restored;
      const after = await calls();
      expect(
        after.map((c) => [c.name, c.status]),
        JSON.stringify(after),
      ).toEqual(healthy.map((c) => [c.name, c.status]));
      const slowest = Math.max(...cut.map((c) => c.ms));
      figures.push(
        `${mode}: ${cut.length - 1} database calls answered 503 in at most ${Math.round(slowest)} ms (health 200); ready again ${Math.round(recoveryMs)} ms after the restore, no restart`,
      );
    },
    60_000,
  );
});

describe.skipIf(!available)('answers kept in memory across an outage (PostgreSQL)', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'kirana-outage-cache-'));
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let direct: pg.Client;

  beforeAll(async () => {
    direct = new pg.Client({ connectionString: POSTGRES_URL, options: `-c search_path=${schema}` });
    await direct.connect();
    await direct.query(`create schema ${schema}`);
    const target = new URL(POSTGRES_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(POSTGRES_URL);
    url.port = String(proxy.port);
    url.searchParams.set('options', `-c search_path=${schema}`);
    app = await startApp({ config: testConfig(dataDir, { DATABASE_URL: url.toString() }) });
    for (const name of ['Balaji Kirana', 'Sri Sai Stores']) {
      await direct.query(
        `insert into branches (name, owner_name, phone, street, city, state, pincode, country)
         values ($1, 'Owner', '9876543210', 'Road No. 1', 'Hyderabad', 'Telangana', '500001', 'India')`,
        [name],
      );
    }
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await direct?.query(`drop schema if exists ${schema} cascade`);
    await direct?.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a change made elsewhere while this instance could not hear it is not served after', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD },
    });
    const headers = {
      authorization: `Bearer ${(login.json() as { data: { accessToken: string } }).data.accessToken}`,
    };
    const list = async () => {
      const res = await app.inject({ method: 'GET', url: '/api/admin/branches', headers });
      const body = res.json() as { data: { branches: { _id: string; name: string }[] } };
      return { cache: res.headers['x-cache'], names: body.data.branches.map((b) => b.name) };
    };
    const before = await list();
    expect((await list()).cache).toBe('hit');
    const [first] = before.names;

    proxy.cut('reset');
    try {
      // Another instance, which still reaches the database, renames a branch.
      await direct.query('update branches set name = $1 where name = $2', ['Renamed', first]);
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      proxy.restore();
    }
    let after = await list().catch(() => null);
    for (let waited = 0; !after?.names.includes('Renamed') && waited < 15_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await list().catch(() => null);
    }
    expect(after?.names).toContain('Renamed');
    expect(after?.names).not.toContain(first);
  }, 60_000);
});
