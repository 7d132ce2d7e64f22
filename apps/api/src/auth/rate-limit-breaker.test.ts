// Redis away (issue 46): the limits are counted in each instance's memory without waiting for
// Redis, the outage is logged once each way, and Redis is used again when it is back.
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { outage } from '../outage.js';
import { freePort } from '../reliability/server-process.js';
import { startTcpProxy } from '../reliability/tcp-proxy.js';
import { useTestApp } from '../testing/app.js';
import { redisAnswers, TEST_REDIS_URL } from '../testing/redis.js';
import {
  breakerStore,
  rateLimiter,
  redisStore,
  STORE_SEARCH_LIMIT,
  type SharedStore,
} from './rate-limit.js';

const REDIS = await redisAnswers();
const closedPort = await freePort();

/** The lines an outage logs, and a shared store that counts the calls reaching it. */
function recorded(shared: SharedStore) {
  const lines: { level: string; message: string; details: Record<string, unknown> }[] = [];
  const log = {
    error: (details: object, message: string) =>
      lines.push({ level: 'error', message, details: details as Record<string, unknown> }),
    info: (details: object, message: string) =>
      lines.push({ level: 'info', message, details: details as Record<string, unknown> }),
  };
  const calls = { count: 0 };
  const counting: SharedStore = {
    increment: (key, windowMs) => (calls.count++, shared.increment(key, windowMs)),
    peek: (key) => (calls.count++, shared.peek(key)),
    decrement: (key) => (calls.count++, shared.decrement(key)),
    remove: (key) => (calls.count++, shared.remove(key)),
    ping: () => shared.ping(),
    close: () => shared.close(),
  };
  return { lines, calls, store: breakerStore(counting, outage(log, 'Redis')) };
}

/** Polls until check() is true (at most 15 s). */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition was not met in 15 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the rate limits with Redis away', () => {
  test('a closed port: the first failure opens the breaker; the limit holds in memory; one log line', async () => {
    const { lines, calls, store } = recorded(
      redisStore(`redis://127.0.0.1:${closedPort}`, 'kirana-test:'),
    );
    const limiter = rateLimiter(store, () => undefined);
    try {
      const limit = { max: 3, windowMs: 60_000 };
      const allowed = [];
      for (let i = 0; i < 200; i += 1) allowed.push((await limiter.hit('flood', limit)).allowed);
      // A client cannot use the outage to flood: three let through, the rest refused.
      expect(allowed.filter(Boolean)).toHaveLength(3);
      expect(allowed.slice(0, 3)).toEqual([true, true, true]);
      // Only the first request waited for Redis; the other 199 did not try it.
      expect(calls.count).toBe(1);
      expect(store.open).toBe(true);
      expect(lines.map((line) => [line.level, line.message])).toEqual([
        ['error', 'Redis is unavailable'],
      ]);
    } finally {
      await limiter.close();
    }
  });

  test.skipIf(!REDIS)(
    'Redis cut and restored: memory meanwhile, Redis again when it is back, one line each way',
    async () => {
      const target = new URL(TEST_REDIS_URL);
      const proxy = await startTcpProxy({
        host: target.hostname,
        port: Number(target.port || 6379),
      });
      const prefix = `kirana-test:${randomBytes(6).toString('hex')}:`;
      const { lines, store } = recorded(redisStore(`redis://127.0.0.1:${proxy.port}`, prefix));
      const direct = redisStore(TEST_REDIS_URL, prefix);
      const limiter = rateLimiter(store, () => undefined);
      const limit = { max: 1000, windowMs: 60_000 };
      try {
        await limiter.hit('k', limit);
        expect((await direct.peek('k')).count).toBe(1);

        proxy.cut('reset');
        for (let i = 0; i < 50; i += 1) expect((await limiter.hit('k', limit)).allowed).toBe(true);
        expect(store.open).toBe(true);
        // Counted in memory, not in Redis.
        expect((await direct.peek('k')).count).toBe(1);

        proxy.restore();
        await until(() => !store.open);
        await limiter.hit('k', limit);
        expect((await direct.peek('k')).count).toBe(2);
        expect(lines.map((line) => line.level)).toEqual(['error', 'info']);
        expect(lines[0]?.message).toBe('Redis is unavailable');
        expect(lines[1]?.message).toMatch(
          /^Redis is back after [\d.]+ s \(\d+ failed calls, 50 requests limited in memory\)$/,
        );
        expect(lines[1]?.details.counts).toMatchObject({ 'requests limited in memory': 50 });
      } finally {
        await limiter.close();
        await direct.close();
        await proxy.close();
      }
    },
    30_000,
  );
});

describe('the store finder with Redis at a closed port', () => {
  let recorder: ReturnType<typeof recorded> | undefined;
  const t = useTestApp({
    rateLimitStore: () => {
      recorder = recorded(redisStore(`redis://127.0.0.1:${closedPort}`, 'kirana-test:'));
      return recorder.store;
    },
  });

  test('answers at once and stays limited; Redis is logged once', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < STORE_SEARCH_LIMIT.max + 10; i += 1) {
      const res = await t.app.inject({ url: '/api/public/stores?pincode=500016' });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, STORE_SEARCH_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(STORE_SEARCH_LIMIT.max).every((s) => s === 429)).toBe(true);
    expect(recorder?.calls.count).toBe(1);
    expect(recorder?.lines.map((line) => line.message)).toEqual(['Redis is unavailable']);
  });
});
