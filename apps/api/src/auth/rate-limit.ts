// A small fixed-window rate limiter over a store: in memory for one instance, in Redis
// (REDIS_URL) when several instances must share the counts, behind a circuit breaker that
// counts in memory while Redis is away.
import { Redis } from 'ioredis';
import type { Outage } from '../outage.js';
import {
  PARTNER_APPLICATION_LIMIT as PARTNER_APPLICATIONS,
  PARTNER_APPLICATION_WINDOW_MINUTES,
} from '@kirana/domain/delivery-partners';

export interface Counter {
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

export interface RateLimitStore {
  /** Adds one to the key's count in its window (starting a window if none) and returns it. */
  increment(key: string, windowMs: number): Promise<Counter>;
  /** The key's count in its current window, without adding. */
  peek(key: string): Promise<Counter>;
  /** Takes one back (a request that turned out not to count, e.g. a successful login). */
  decrement(key: string): Promise<void>;
  /** Forgets the key's count. */
  remove(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface MemoryStore extends RateLimitStore {
  /** Forgets every count (tests). */
  clear(): void;
}

export function memoryStore(now: () => number = Date.now): MemoryStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const found = windows.get(key);
    if (found && found.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return found;
  };
  return {
    async increment(key, windowMs) {
      // Forget finished windows now and then so the map stays small.
      if (windows.size > 10_000) for (const k of [...windows.keys()]) current(k);
      const found = current(key) ?? { count: 0, resetAt: now() + windowMs };
      found.count += 1;
      windows.set(key, found);
      return { count: found.count, resetMs: found.resetAt - now() };
    },
    async peek(key) {
      const found = current(key);
      return found
        ? { count: found.count, resetMs: found.resetAt - now() }
        : { count: 0, resetMs: 0 };
    },
    async decrement(key) {
      const found = current(key);
      if (found && found.count > 0) found.count -= 1;
    },
    async remove(key) {
      windows.delete(key);
    },
    clear: () => windows.clear(),
    close: async () => undefined,
  };
}

const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

const DECREMENT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * How long a Redis command may take before it counts as failed. Redis answers in well under a
 * millisecond; without a bound a command waits for ioredis's reconnection attempts (about 1.2 s
 * with Redis down) or, on a silent network, for ever.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

export interface SharedStore extends RateLimitStore {
  /** Resolves when the store answers (the breaker's probe while it is away). */
  ping(): Promise<void>;
}

export function redisStore(url: string, prefix: string): SharedStore {
  const redis = new Redis(url, {
    keyPrefix: prefix,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  // Connection errors surface on the commands; keep the process alive meanwhile.
  redis.on('error', () => undefined);
  return {
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(INCREMENT, 1, key, String(windowMs))) as [
        number,
        number,
      ];
      return { count, resetMs: ttl };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
      return { count: Number(count ?? 0), resetMs: Math.max(ttl, 0) };
    },
    async decrement(key) {
      await redis.eval(DECREMENT, 1, key);
    },
    async remove(key) {
      await redis.del(key);
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** The breaker's pauses between probes of a store that is away: doubling from the first. */
export const BREAKER_FIRST_PAUSE_MS = 500;
export const BREAKER_LONGEST_PAUSE_MS = 5_000;

/**
 * A shared store behind a circuit breaker (issue 46). While the shared store works, every count
 * is in it. Its first failure opens the breaker: that request and every later one are counted
 * in this instance's memory, with the same limits, without waiting for the shared store, so
 * the outage costs no time and a client still cannot flood (each instance allows the limit).
 * A probe (`ping`) after a pause, then after doubling pauses, closes it again when the shared
 * store answers. `outage` logs one line each way and counts the requests limited in memory.
 */
export function breakerStore(
  shared: SharedStore,
  report: Outage,
  pauses = { firstMs: BREAKER_FIRST_PAUSE_MS, longestMs: BREAKER_LONGEST_PAUSE_MS },
): RateLimitStore & { readonly open: boolean } {
  const memory = memoryStore();
  let open = false;
  let closed = false;
  let pause = pauses.firstMs;
  let timer: NodeJS.Timeout | undefined;
  const probe = () => {
    timer = setTimeout(() => {
      shared.ping().then(
        () => {
          open = false;
          pause = pauses.firstMs;
          report.recovered();
        },
        (error: unknown) => {
          report.failed(error, 'failed calls');
          pause = Math.min(pause * 2, pauses.longestMs);
          if (!closed) probe();
        },
      );
    }, pause);
    timer.unref();
  };
  const run = async <T>(
    onShared: (store: RateLimitStore) => Promise<T>,
    counted = false,
  ): Promise<T> => {
    if (!open) {
      try {
        return await onShared(shared);
      } catch (error) {
        report.failed(error, 'failed calls');
        if (!open && !closed) {
          open = true;
          probe();
        }
      }
    }
    if (counted) report.count('requests limited in memory');
    return onShared(memory);
  };
  return {
    increment: (key, windowMs) => run((store) => store.increment(key, windowMs), true),
    peek: (key) => run((store) => store.peek(key)),
    decrement: (key) => run((store) => store.decrement(key)),
    remove: (key) => run((store) => store.remove(key)),
    async close() {
      closed = true;
      clearTimeout(timer);
      await shared.close();
    },
    get open() {
      return open;
    },
  };
}

export interface Limit {
  /** Most requests allowed in one window. */
  max: number;
  windowMs: number;
}

export interface LimitResult {
  allowed: boolean;
  /** Whole seconds until the window ends (for Retry-After). */
  retryAfter: number;
}

/** Named limits over one store. A store failure lets the request through (and is logged). */
export function rateLimiter(store: RateLimitStore, onError: (error: unknown) => void) {
  const result = (counter: Counter, limit: Limit, allowed: boolean): LimitResult => ({
    allowed,
    retryAfter: Math.max(1, Math.ceil(counter.resetMs / 1000)),
  });
  return {
    /** Counts this request, then says whether it is within the limit. */
    async hit(key: string, limit: Limit): Promise<LimitResult> {
      try {
        const counter = await store.increment(key, limit.windowMs);
        return result(counter, limit, counter.count <= limit.max);
      } catch (error) {
        onError(error);
        return { allowed: true, retryAfter: 0 };
      }
    },
    /** Says whether one more counted request would still be allowed, without counting. */
    async check(key: string, limit: Limit): Promise<LimitResult> {
      try {
        const counter = await store.peek(key);
        return result(counter, limit, counter.count < limit.max);
      } catch (error) {
        onError(error);
        return { allowed: true, retryAfter: 0 };
      }
    },
    /** Takes back one counted request. */
    async undo(key: string): Promise<void> {
      try {
        await store.decrement(key);
      } catch (error) {
        onError(error);
      }
    },
    /** Counts one and returns the key's counter; null when the store failed. */
    async count(key: string, windowMs: number): Promise<Counter | null> {
      try {
        return await store.increment(key, windowMs);
      } catch (error) {
        onError(error);
        return null;
      }
    },
    /** The key's counter without counting; null when the store failed. */
    async peek(key: string): Promise<Counter | null> {
      try {
        return await store.peek(key);
      } catch (error) {
        onError(error);
        return null;
      }
    },
    /** Forgets the key. */
    async reset(key: string): Promise<void> {
      try {
        await store.remove(key);
      } catch (error) {
        onError(error);
      }
    },
    close: () => store.close(),
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;

/** Contact messages per client address. */
export const CONTACT_LIMIT: Limit = { max: 5, windowMs: 15 * 60 * 1000 };
/** Delivery-partner applications per client address. */
export const PARTNER_APPLICATION_LIMIT: Limit = {
  max: PARTNER_APPLICATIONS,
  windowMs: PARTNER_APPLICATION_WINDOW_MINUTES * 60 * 1000,
};
/** Signed image uploads per client address. */
export const UPLOAD_LIMIT: Limit = { max: 60, windowMs: 15 * 60 * 1000 };
/** Public store searches per client address. */
export const STORE_SEARCH_LIMIT: Limit = { max: 120, windowMs: 60 * 1000 };

/** Invite links read or accepted per client address (tokens are 256 bits: against floods). */
export const INVITE_LIMIT: Limit = { max: 30, windowMs: 15 * 60 * 1000 };
