import type { FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/adapter.js';
import type { RateLimiter, Limit } from '../auth/rate-limit.js';
import type { LoginGuard } from '../auth/login-guard.js';
import type { TwoStepDeps } from '../services/two-step.js';
import type { Repositories } from '../repositories/index.js';
import type { Services } from '../services/index.js';
import type { Storage } from '../storage/storage.js';
import { API_RATE_LIMITED } from '@kirana/domain/common';
import { HttpError } from '../errors.js';

/** What route handlers work with. */
export interface Deps {
  config: Config;
  db: Database;
  repos: Repositories;
  storage: Storage;
  /** Private documents (registration and application papers), apart from public media. */
  documents: Storage;
  limiter: RateLimiter;
  services: Services;
  /** The login guard: password failures and wrong second-step codes count together. */
  beginLogin: LoginGuard;
  /** What the second step's operations (services/two-step.ts) work with. */
  twoStep: TwoStepDeps;
}

/** Counts one request against a limit; over the limit answers 429 with Retry-After. */
export async function enforceLimit(
  deps: Deps,
  reply: FastifyReply,
  key: string,
  limit: Limit,
): Promise<void> {
  const result = await deps.limiter.hit(key, limit);
  if (!result.allowed) {
    reply.header('Retry-After', String(result.retryAfter));
    throw new HttpError(429, API_RATE_LIMITED);
  }
}
