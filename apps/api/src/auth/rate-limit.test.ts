import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import { redisAnswers, TEST_REDIS_URL as REDIS_URL } from '../testing/redis.js';
import { memoryStore, rateLimiter, redisStore, type RateLimitStore } from './rate-limit.js';

const REDIS = await redisAnswers();

function behaviour(name: string, make: () => RateLimitStore) {
  describe(`${name} store`, () => {
    const store = make();
    const limiter = rateLimiter(store, () => undefined);
    afterAll(() => limiter.close());
    const limit = { max: 3, windowMs: 400 };

    test('allows up to the limit in a window, then refuses with a retry time', async () => {
      const key = `k:${randomBytes(4).toString('hex')}`;
      const results = [];
      for (let i = 0; i < 4; i += 1) results.push(await limiter.hit(key, limit));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results[3]?.retryAfter).toBe(1);
      expect((await limiter.check(key, limit)).allowed).toBe(false);
    });

    test('a new window starts after the old one ends', async () => {
      const key = `k:${randomBytes(4).toString('hex')}`;
      for (let i = 0; i < 4; i += 1) await limiter.hit(key, limit);
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect((await limiter.hit(key, limit)).allowed).toBe(true);
    });

    test('undo takes one request back; keys are independent', async () => {
      const key = `k:${randomBytes(4).toString('hex')}`;
      for (let i = 0; i < 3; i += 1) await limiter.hit(key, limit);
      expect((await limiter.check(key, limit)).allowed).toBe(false);
      await limiter.undo(key);
      expect((await limiter.check(key, limit)).allowed).toBe(true);
      expect((await limiter.check(`${key}:other`, limit)).allowed).toBe(true);
      await limiter.undo(`${key}:never-counted`);
    });
  });
}

behaviour('memory', () => memoryStore());

describe.skipIf(!REDIS)('with Redis at 127.0.0.1:6379', () => {
  behaviour('Redis', () => redisStore(REDIS_URL, `kirana-test:${randomBytes(6).toString('hex')}:`));

  test('two limiters on one Redis share their counts (several API instances)', async () => {
    const prefix = `kirana-test:${randomBytes(6).toString('hex')}:`;
    const a = rateLimiter(redisStore(REDIS_URL, prefix), () => undefined);
    const b = rateLimiter(redisStore(REDIS_URL, prefix), () => undefined);
    try {
      const limit = { max: 2, windowMs: 5000 };
      expect((await a.hit('login:ip:1', limit)).allowed).toBe(true);
      expect((await b.hit('login:ip:1', limit)).allowed).toBe(true);
      expect((await a.hit('login:ip:1', limit)).allowed).toBe(false);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

test('a store that fails lets requests through and reports the failure', async () => {
  const errors: unknown[] = [];
  const broken: RateLimitStore = {
    increment: () => Promise.reject(new Error('down')),
    peek: () => Promise.reject(new Error('down')),
    decrement: () => Promise.reject(new Error('down')),
    remove: () => Promise.reject(new Error('down')),
    close: async () => undefined,
  };
  const limiter = rateLimiter(broken, (error) => errors.push(error));
  expect((await limiter.hit('k', { max: 1, windowMs: 1000 })).allowed).toBe(true);
  expect((await limiter.check('k', { max: 1, windowMs: 1000 })).allowed).toBe(true);
  await limiter.undo('k');
  expect(await limiter.count('k', 1000)).toBeNull();
  expect(await limiter.peek('k')).toBeNull();
  await limiter.reset('k');
  expect(errors).toHaveLength(6);
});
