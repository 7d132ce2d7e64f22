// Slows password guessing without letting a stranger lock the owner out (OWASP's authentication
// cheat sheet, "account lockout"): failures are counted per (account, address) and per address,
// each with growing delays and a hard cap; per account across addresses only a much higher
// ceiling applies, and past it an address that has not been failing still gets its try, so the
// right password from the owner's own address goes through while strangers guess elsewhere.
import type { Counter, RateLimiter } from './rate-limit.js';

export interface LoginPolicy {
  windowMs: number;
  /** Failures per (account, address) in a window; then 429 until it ends (LOGIN_RATE_LIMIT). */
  pairMax: number;
  /** Failures per (account, address) answered at once; then 1 s, 2 s, 4 s... before the next. */
  pairFreeFailures: number;
  /** Failures per address across accounts in a window; then 429 until it ends. */
  addressMax: number;
  /** Failures per address answered at once; then growing delays as above. */
  addressFreeFailures: number;
  /** Failures per account across addresses; past it only addresses with no failure may try. */
  accountCeiling: number;
  /** The longest delay between two attempts. */
  maxDelayMs: number;
}

const MINUTE = 60 * 1000;

export function loginPolicy(pairMax = 10): LoginPolicy {
  return {
    windowMs: 15 * MINUTE,
    pairMax,
    pairFreeFailures: 3,
    addressMax: pairMax * 10,
    addressFreeFailures: 10,
    accountCeiling: pairMax * 10,
    maxDelayMs: 5 * MINUTE,
  };
}

/** The wait after `failures` failures when the first `free` are answered at once. */
export function delayAfter(failures: number, free: number, maxMs: number): number {
  if (failures < free) return 0;
  return Math.min(1000 * 2 ** (failures - free), maxMs);
}

export type LoginAttempt =
  | { allowed: true; succeeded(): Promise<void>; failed(): Promise<void> }
  | { allowed: false; retryAfter: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Counts an attempt before the password is checked, so a burst of parallel guesses is counted
 * too; a refused attempt is taken back (it checked no password). A store failure lets the
 * attempt through: the limit is a second line of defence, the password the first.
 */
export function loginGuard(limiter: RateLimiter, policy: LoginPolicy) {
  return async function begin(email: string, address: string): Promise<LoginAttempt> {
    const keys = {
      pair: `login:pair:${email}:${address}`,
      address: `login:ip:${address}`,
      account: `login:account:${email}`,
    };
    const waits = { pair: `${keys.pair}:wait`, address: `${keys.address}:wait` };

    const waiting = (await Promise.all([limiter.peek(waits.pair), limiter.peek(waits.address)]))
      .filter((counter): counter is Counter => (counter?.count ?? 0) > 0)
      .map((counter) => counter.resetMs);
    if (waiting.length > 0) return { allowed: false, retryAfter: seconds(Math.max(...waiting)) };

    const [pair, byAddress, account] = await Promise.all(
      [keys.pair, keys.address, keys.account].map((key) => limiter.count(key, policy.windowMs)),
    );
    const over = [
      pair && pair.count > policy.pairMax ? pair.resetMs : null,
      byAddress && byAddress.count > policy.addressMax ? byAddress.resetMs : null,
      // Past the account's ceiling, only an address that has not failed (this attempt is its first).
      account && account.count > policy.accountCeiling && (byAddress?.count ?? 1) > 1
        ? account.resetMs
        : null,
    ].filter((ms): ms is number => ms !== null);
    const takeBack = () => Promise.all(Object.values(keys).map((key) => limiter.undo(key)));
    if (over.length > 0) {
      await takeBack();
      return { allowed: false, retryAfter: seconds(Math.max(...over)) };
    }

    return {
      allowed: true,
      async succeeded() {
        await Promise.all([
          limiter.undo(keys.address),
          limiter.undo(keys.account),
          limiter.reset(keys.pair),
          limiter.reset(waits.pair),
        ]);
      },
      async failed() {
        const pairWait = delayAfter(pair?.count ?? 0, policy.pairFreeFailures, policy.maxDelayMs);
        const addressWait = delayAfter(
          byAddress?.count ?? 0,
          policy.addressFreeFailures,
          policy.maxDelayMs,
        );
        await Promise.all([
          pairWait > 0 ? limiter.count(waits.pair, pairWait) : undefined,
          addressWait > 0 ? limiter.count(waits.address, addressWait) : undefined,
        ]);
      },
    };
  };
}

export type LoginGuard = ReturnType<typeof loginGuard>;
