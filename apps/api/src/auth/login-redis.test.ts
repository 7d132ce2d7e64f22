// The login limit through the API with the Redis store (as with REDIS_URL).
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { API_RATE_LIMITED } from '@kirana/domain/common';
import { TEST_PASSWORD, useTestApp } from '../testing/app.js';
import { expectError } from '../testing/contract.js';
import { redisAnswers, TEST_REDIS_URL } from '../testing/redis.js';
import { redisStore } from './rate-limit.js';

const REDIS = await redisAnswers();

describe.skipIf(!REDIS)('login rate limit in Redis', () => {
  const t = useTestApp({
    rateLimitStore: () =>
      redisStore(TEST_REDIS_URL, `kirana-test:${randomBytes(6).toString('hex')}:`),
  });

  test('failures are counted in Redis: the 4th try from a failing address waits, another address gets in', async () => {
    const admin = await t.admin();
    const login = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: admin.email, password },
        remoteAddress,
      });
    for (let i = 0; i < 3; i += 1)
      expectError('adminLogin', await login('wrong-pass', '10.0.5.1'), 401);
    const blocked = await login(TEST_PASSWORD, '10.0.5.1');
    expectError('adminLogin', blocked, 429, API_RATE_LIMITED);
    expect(blocked.headers['retry-after']).toBe('1');
    expect((await login(TEST_PASSWORD, '10.0.5.2')).statusCode).toBe(200);
  });
});
