// Two API processes on one PostgreSQL server, one Redis and one S3 (s3rver), as docs/deploy.md
// runs several instances behind a load balancer: what one instance does, the other sees.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_RATE_LIMITED } from '@kirana/domain/common';
import { UPLOAD_ALREADY_DONE } from '@kirana/domain/uploads';
import { hashPassword } from '../auth/passwords.js';
import { issueToken } from '../auth/tokens.js';
import { TEST_SECRET } from '../testing/app.js';
import { POSTGRES_URL, postgresAnswers } from '../testing/db.js';
import { makeImage, multipart } from '../testing/fixtures.js';
import { redisAnswers, TEST_REDIS_URL } from '../testing/redis.js';
import { startS3, type TestS3 } from '../testing/s3.js';
import { ADMIN, login, startServer, type ServerProcess } from './server-process.js';

const READY = (await postgresAnswers()) && (await redisAnswers());

/** Polls `check` until it is true or `withinMs` pass; returns the time it took, or null. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= withinMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

describe.skipIf(!READY)('two API processes on one PostgreSQL, Redis and S3', () => {
  const schema = `two_${randomBytes(5).toString('hex')}`;
  const dataDirs: string[] = [];
  let s3: TestS3;
  let a: ServerProcess;
  let b: ServerProcess;
  let branchId: string;
  let databaseUrl: URL;
  const delivered: string[] = [];
  const hook = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      delivered.push((JSON.parse(raw) as { id: string }).id);
      res.end();
    });
  });

  beforeAll(async () => {
    await new Promise<void>((ok) => hook.listen(0, '127.0.0.1', ok));
    const hookAddress = hook.address();
    const hookPort = typeof hookAddress === 'object' && hookAddress ? hookAddress.port : 0;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    s3 = await startS3();
    databaseUrl = new URL(POSTGRES_URL);
    databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `kirana-test:${schema}:`,
      S3_ENDPOINT: s3.config.endpoint ?? '',
      S3_BUCKET: s3.config.bucket,
      S3_REGION: s3.config.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // Both run the outbox worker, sending to one receiver.
      NOTIFY_CHANNEL: 'webhook',
      NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
      NOTIFY_WEBHOOK_SECRET: 'two-instances-webhook-secret',
      NOTIFY_POLL_MS: '200',
    };
    const dir = () => {
      const made = mkdtempSync(join(tmpdir(), 'kirana-two-'));
      dataDirs.push(made);
      return made;
    };
    // Both start at once: migrations and the first admin happen once (advisory lock).
    [a, b] = await Promise.all([startServer(dir(), env), startServer(dir(), env)]);
    const direct = new pg.Client({ connectionString: databaseUrl.toString() });
    await direct.connect();
    const [row] = (
      await direct.query<{ id: string }>(
        `insert into branches (name, owner_name, phone, status, street, city, state, pincode, country)
         values ('Balaji Kirana', 'Anil', '+91 99890 22222', 'approved', 'Road 1', 'Hyderabad',
           'Telangana', '500016', 'India') returning id`,
      )
    ).rows;
    await direct.end();
    branchId = row?.id ?? '';
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await new Promise<void>((ok) => hook.close(() => ok()));
    await s3?.close();
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  test('a session ended on one instance is refused by the next request on the other, 1000 times', async () => {
    // Sessions are made straight in the database (a login's scrypt would take half a minute for
    // a thousand); each is checked on B first, then ended on A, then tried on B once.
    const db = new pg.Client({ connectionString: databaseUrl.toString() });
    await db.connect();
    const passwordHash = await hashPassword('teammate-password');
    const session = async (adminId: string) => {
      const issued = await issueToken(TEST_SECRET, adminId, new Date(Date.now() + 3_600_000));
      await db.query('insert into sessions (id, admin_id, expires_at) values ($1, $2, $3)', [
        issued.jti,
        adminId,
        issued.expiresAt,
      ]);
      return { headers: { authorization: `Bearer ${issued.token}` }, id: issued.jti };
    };
    const teammate = async (n: number) =>
      (
        await db.query<{ id: string }>(
          `insert into admins (email, name, role, password_hash) values ($1, 'Teammate', 'Reviewer', $2)
           returning id`,
          [`mate-${n}@kirana.test`, passwordHash],
        )
      ).rows[0]?.id ?? '';
    const [owner] = (
      await db.query<{ id: string }>('select id from admins where email = $1', [ADMIN.email])
    ).rows;
    const ownerId = owner?.id ?? '';
    const ownerHeaders = (await session(ownerId)).headers;
    const profileOnB = (headers: Record<string, string>) =>
      fetch(`${b.url}/api/admin/profile`, { headers });
    const onA = async (
      path: string,
      method: string,
      headers: Record<string, string>,
      body?: object,
    ) => {
      const res = await fetch(`${a.url}${path}`, {
        method,
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(200);
    };
    // Each way a session ends or changes, in turn: the answer on B right after A answered.
    const kinds = ['logout', 'end session', 'deactivate', 'role change'] as const;
    const missed: Record<(typeof kinds)[number], number> = {
      logout: 0,
      'end session': 0,
      deactivate: 0,
      'role change': 0,
    };
    try {
      for (let i = 0; i < 1000; i += 1) {
        const kind = kinds[i % kinds.length] ?? 'logout';
        const adminId = kind === 'logout' || kind === 'end session' ? ownerId : await teammate(i);
        const { headers, id } = await session(adminId);
        expect((await profileOnB(headers)).status).toBe(200);
        if (kind === 'logout') await onA('/api/auth/admin/logout', 'POST', headers);
        if (kind === 'end session')
          await onA(`/api/admin/account/sessions/${id}`, 'DELETE', ownerHeaders);
        if (kind === 'deactivate')
          await onA(`/api/admin/admins/${adminId}/deactivate`, 'POST', ownerHeaders);
        if (kind === 'role change')
          await onA(`/api/admin/admins/${adminId}/role`, 'PATCH', ownerHeaders, {
            role: 'Support',
          });
        const after = await profileOnB(headers);
        if (kind === 'role change') {
          const body = (await after.json()) as { data?: { admin: { role: string } } };
          if (body.data?.admin.role !== 'Support') missed[kind] += 1;
        } else if (after.status !== 401) missed[kind] += 1;
      }
    } finally {
      await db.end();
    }
    expect(missed).toEqual({ logout: 0, 'end session': 0, deactivate: 0, 'role change': 0 });
  }, 300_000);

  test("a write on one instance is seen by the other's cached read", async () => {
    const headers = await login(a.url);
    const list = async () => {
      const res = await fetch(`${b.url}/api/branch/${branchId}/categories`, { headers });
      return ((await res.json()) as { data: { categories: { name: string }[] } }).data.categories;
    };
    const before = await list();
    await list(); // now answered from B's cache
    const form = multipart({ name: `Puja Items ${randomBytes(3).toString('hex')}` }, [
      {
        name: 'categoryImage',
        filename: 'p.png',
        contentType: 'image/png',
        data: await makeImage('png'),
      },
    ]);
    const created = await fetch(`${a.url}/api/branch/${branchId}/categories`, {
      method: 'POST',
      headers: { ...headers, ...form.headers },
      body: form.payload,
    });
    expect(created.status).toBe(201);
    const took = await within(1000, async () => (await list()).length === before.length + 1);
    expect(took, "B's cached list did not show A's new category").not.toBeNull();
  });

  test('the login limit is shared: failures on one instance slow the next try on the other', async () => {
    const attempt = (url: string, password: string) =>
      fetch(`${url}/api/auth/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'guess@kirana.test', password }),
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt(a.url, 'wrong-pass')).status).toBe(401);
    const refused = await attempt(b.url, 'wrong-pass');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { rule: string }).rule).toBe(API_RATE_LIMITED.rule);
    // Another account's login is not affected.
    await login(b.url);
  });

  test('an upload ticket issued by one instance is consumed on the other, once', async () => {
    const headers = await login(a.url);
    const ticket = (
      (await (await fetch(`${a.url}/api/affiliate/upload-url`, { headers })).json()) as {
        data: { uploadUrl: string; imageUrl: string };
      }
    ).data;
    const put = (url: string) =>
      fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: new Uint8Array(Buffer.from(jpeg)),
      });
    const jpeg = await makeImage('jpeg');
    const onB = ticket.uploadUrl.replace(a.url, b.url);
    const [first, second] = [await put(onB), await put(ticket.uploadUrl)];
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(((await second.json()) as { rule: string }).rule).toBe(UPLOAD_ALREADY_DONE.rule);
    // The image is in the shared bucket: both instances serve it.
    const path = new URL(ticket.imageUrl).pathname;
    expect((await fetch(`${a.url}${path}`)).status).toBe(200);
    expect((await fetch(`${b.url}${path}`)).status).toBe(200);
  });

  test('each notification is sent once although both instances run the outbox worker', async () => {
    const direct = new pg.Client({ connectionString: databaseUrl.toString() });
    await direct.connect();
    const ids = (
      await direct.query<{ id: string }>(
        `insert into branches (name, owner_name, phone, status, street, city, state, pincode, country)
         select 'Store ' || g, 'Owner', '+91 98480 ' || (10000 + g), 'pending', 'Road 1',
           'Hyderabad', 'Telangana', '500016', 'India'
         from generate_series(1, 20) g returning id`,
      )
    ).rows.map((row) => row.id);
    await direct.end();
    const headers = await login(a.url);
    await Promise.all(
      ids.map((id, i) =>
        fetch(`${(i % 2 ? a : b).url}/api/admin/branches/${id}/reject`, {
          method: 'PATCH',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ reason: 'duplicate_store' }),
        }),
      ),
    );
    const took = await within(10_000, async () => delivered.length >= 20);
    expect(took, 'the 20 notifications were not all sent').not.toBeNull();
    // Both workers keep polling: nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(delivered).toHaveLength(20);
    expect(new Set(delivered).size).toBe(20);
  });
});
