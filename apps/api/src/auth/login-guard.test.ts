// The login guard on a memory store with a clock of our own: guessing stays slow from one
// address and from many, and the owner still gets in while strangers guess.
import { describe, expect, test } from 'vitest';
import { delayAfter, loginGuard, loginPolicy, type LoginAttempt } from './login-guard.js';
import { memoryStore, rateLimiter } from './rate-limit.js';

function setup(pairMax = 10) {
  let now = 0;
  const limiter = rateLimiter(
    memoryStore(() => now),
    (error) => {
      throw error;
    },
  );
  const policy = loginPolicy(pairMax);
  const begin = loginGuard(limiter, policy);
  /** One login: the guard's answer, then the password's. */
  async function attempt(email: string, address: string, right: boolean): Promise<LoginAttempt> {
    const result = await begin(email, address);
    if (result.allowed) await (right ? result.succeeded() : result.failed());
    return result;
  }
  return { policy, attempt, wait: (ms: number) => (now += ms), at: () => now };
}

const OWNER = 'owner@kirana.test';

describe('delays', () => {
  test('grow 1 s, 2 s, 4 s ... after the free failures, up to the longest', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => delayAfter(n, 3, 60_000))).toEqual([
      0, 0, 1000, 2000, 4000, 8000,
    ]);
    expect(delayAfter(30, 3, 60_000)).toBe(60_000);
  });
});

describe('one stranger at one address', () => {
  test('waits longer after every failure and gets at most 10 password checks in 15 minutes', async () => {
    const { attempt, wait, at, policy } = setup();
    const retryAfters: number[] = [];
    let checks = 0;
    while (at() < policy.windowMs - 1000) {
      const result = await attempt(OWNER, '10.0.0.66', false);
      if (result.allowed) {
        checks += 1;
        continue;
      }
      retryAfters.push(result.retryAfter);
      // The stranger retries the moment Retry-After allows.
      wait(result.retryAfter * 1000);
    }
    expect(checks).toBe(10);
    // 1 s, 2 s, 4 s ... then the rest of the window.
    expect(retryAfters.slice(0, 7)).toEqual([1, 2, 4, 8, 16, 32, 64]);
    expect(retryAfters.at(-1)).toBeGreaterThan(60);
  });

  test('the owner at another address still gets in', async () => {
    const { attempt } = setup();
    for (let i = 0; i < 12; i += 1) await attempt(OWNER, '10.0.0.66', false);
    expect((await attempt(OWNER, '192.168.1.5', true)).allowed).toBe(true);
  });

  test('a success resets the count of its own address', async () => {
    const { attempt } = setup();
    await attempt(OWNER, '192.168.1.5', false);
    await attempt(OWNER, '192.168.1.5', false);
    expect((await attempt(OWNER, '192.168.1.5', true)).allowed).toBe(true);
    // Two more mistakes are answered at once again.
    expect((await attempt(OWNER, '192.168.1.5', false)).allowed).toBe(true);
    expect((await attempt(OWNER, '192.168.1.5', false)).allowed).toBe(true);
  });
});

describe('one address guessing many accounts', () => {
  test('is slowed after 10 failures, whatever the accounts', async () => {
    const { attempt } = setup();
    for (let i = 0; i < 10; i += 1)
      expect((await attempt(`user${i}@kirana.test`, '10.0.0.66', false)).allowed).toBe(true);
    const next = await attempt('other@kirana.test', '10.0.0.66', false);
    expect(next).toEqual({ allowed: false, retryAfter: 1 });
    expect((await attempt('other@kirana.test', '10.0.0.67', false)).allowed).toBe(true);
  });
});

describe('many addresses guessing one account', () => {
  test('past the ceiling only addresses that have not failed may try; the owner gets in', async () => {
    const { attempt, policy } = setup();
    for (let i = 0; i < policy.accountCeiling; i += 1)
      await attempt(OWNER, `10.1.${Math.floor(i / 200)}.${i % 200}`, false);
    // An address that already failed is refused now, even with the right password.
    const known = await attempt(OWNER, '10.1.0.0', true);
    expect(known.allowed).toBe(false);
    // The owner's own address, which has not failed, gets through.
    expect((await attempt(OWNER, '192.168.1.5', true)).allowed).toBe(true);
  });

  test('parallel guesses from one address are counted before any password is checked', async () => {
    const { policy } = setup();
    const limiter = rateLimiter(memoryStore(), () => undefined);
    const begin = loginGuard(limiter, policy);
    const burst = await Promise.all(Array.from({ length: 30 }, () => begin(OWNER, '10.0.0.66')));
    expect(burst.filter((result) => result.allowed)).toHaveLength(policy.pairMax);
  });
});
