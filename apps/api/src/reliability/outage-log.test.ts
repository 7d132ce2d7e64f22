// What the log says of a database outage (issue 46): one line when the database goes away and
// one when it is back with the counts of what failed meanwhile; not a line per failed request,
// readiness check or outbox poll, and no 503 at error level.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApp } from '../start.js';
import { testConfig } from '../testing/app.js';
import { POSTGRES_URL, postgresAnswers } from '../testing/db.js';
import { proxiedSchema } from './tcp-proxy.js';

const available = await postgresAnswers();

interface Line {
  level: number;
  msg: string;
  dependency?: string;
  counts?: Record<string, number>;
}

/** Polls until check() is true (at most 20 s). */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition was not met in 20 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!available)('the log of a database outage (PostgreSQL)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kirana-outage-log-'));
  const lines: Line[] = [];
  let database: Awaited<ReturnType<typeof proxiedSchema>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await proxiedSchema(POSTGRES_URL);
    const logStream = new PassThrough();
    let rest = '';
    logStream.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) if (part) lines.push(JSON.parse(part) as Line);
    });
    app = await startApp({
      config: {
        ...testConfig(dataDir, {
          DATABASE_URL: database.url,
          TRUST_PROXY: 'true',
          NOTIFY_WORKER: 'on',
          NOTIFY_POLL_MS: '50',
        }),
        logLevel: 'info',
      },
      logStream,
    });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('one line when it goes, one when it is back with the counts; no 503 at error level', async () => {
    const from = lines.length;
    database.proxy.cut('reset');
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await app.inject({ url: '/ready' })).statusCode);
        const write = await app.inject({
          method: 'POST',
          url: '/api/contact-messages',
          remoteAddress: `10.9.0.${i + 1}`,
          payload: {
            name: 'Outage',
            email: 'outage@example.in',
            subject: 'Other',
            message: 'Sent while the database was away.',
          },
        });
        statuses.push(write.statusCode);
      }
      expect(statuses.every((status) => status === 503)).toBe(true);
      // The outbox worker keeps polling meanwhile (every 50 ms).
      await until(() => (app.databaseOutage.counts['failed polls'] ?? 0) >= 5);
    } finally {
      database.proxy.restore();
    }
    await until(() => !app.databaseOutage.down);
    const during = lines.slice(from);
    const about = during.filter((line) => line.dependency === 'database');
    expect(about.map((line) => [line.level, line.msg.replace(/[\d.]+ s .*/, '')])).toEqual([
      [50, 'database is unavailable'],
      [30, 'database is back after '],
    ]);
    expect(about[1]?.counts?.['requests answered 503']).toBe(10);
    expect(about[1]?.counts?.['failed polls']).toBeGreaterThanOrEqual(5);
    // Nothing else at warning level or above: no line per 503, readiness check or poll.
    expect(during.filter((line) => line.level >= 40 && line.dependency !== 'database')).toEqual([]);
    // Served again.
    expect((await app.inject({ url: '/ready' })).statusCode).toBe(200);
  }, 60_000);
});
