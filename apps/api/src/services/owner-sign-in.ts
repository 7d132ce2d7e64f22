// A store owner's phone sign-in: a 6-digit code from a CSPRNG, sent through the notification
// outbox in the owner's language and kept only as an HMAC; accepted once, within 10 minutes,
// dead after 5 wrong tries, ended by a newer one. Sends are limited per number (one a minute,
// five an hour), per client address (ten an hour) and platform-wide (configurable), shared
// through Redis when it is configured. The right code opens a 30-day owner session.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  OWNER_CODE_DEAD,
  OWNER_CODE_EXPIRED,
  OWNER_CODE_LENGTH,
  OWNER_CODE_MAX_ATTEMPTS,
  OWNER_CODE_MINUTES,
  OWNER_CODE_SENDS_PER_CLIENT_HOUR,
  OWNER_CODE_SENDS_PER_HOUR,
  OWNER_CODE_SENDS_PER_MINUTE,
  OWNER_CODE_SMS_AFTER_SECONDS,
  OWNER_CODE_TOO_MANY,
  OWNER_CODE_TOO_SOON,
  OWNER_CODE_WRONG,
  OWNER_SESSION_DAYS,
  type OwnerLanguage,
} from '@kirana/domain/store-owners';
import { withParams } from '@kirana/domain/catalogue';
import { invalidFieldMessage } from '@kirana/domain/common';
import type { Limit, RateLimiter } from '../auth/rate-limit.js';
import { AUDIENCES, issueToken } from '../auth/tokens.js';
import type { Config } from '../config.js';
import type { Database } from '../db/adapter.js';
import { HttpError, badRequest } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { OwnerRow } from '../repositories/store-owners.js';

export interface SignInDeps {
  db: Database;
  repos: Pick<Repositories, 'notifications' | 'storeOwners'>;
  limiter: RateLimiter;
  config: Pick<Config, 'authSecret' | 'ownerCodeHourlyLimit'>;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A refusal over a limit: 429 with the seconds to wait, for Retry-After. */
export class TooManyCodes extends HttpError {
  readonly retryAfter: number;

  constructor(retryAfter: number, perMinute: boolean) {
    super(
      429,
      perMinute
        ? withParams(OWNER_CODE_TOO_SOON, { seconds: retryAfter })
        : withParams(OWNER_CODE_TOO_MANY, { minutes: Math.max(1, Math.ceil(retryAfter / 60)) }),
    );
    this.retryAfter = retryAfter;
  }
}

/** The HMAC of a code, bound to its request: a leaked table cannot be read back to codes. */
function codeHash(secret: string, requestId: string, code: string): string {
  return createHmac('sha256', secret).update(`owner-code:${requestId}:${code}`).digest('hex');
}

/**
 * Counts one send against each limit, in order; the first one over refuses it. A code asked
 * for by SMS instead skips the one-a-minute limit: it comes 30 s after the one it replaces.
 */
async function countSend(
  deps: SignInDeps,
  phone: string,
  clientIp: string,
  bySms: boolean,
): Promise<void> {
  const limits: [key: string, limit: Limit, perMinute: boolean][] = [
    ...(bySms
      ? []
      : [
          [
            `owner-code:minute:${phone}`,
            { max: OWNER_CODE_SENDS_PER_MINUTE, windowMs: MINUTE_MS },
            true,
          ] as [string, Limit, boolean],
        ]),
    [`owner-code:hour:${phone}`, { max: OWNER_CODE_SENDS_PER_HOUR, windowMs: HOUR_MS }, false],
    [
      `owner-code:client:${clientIp}`,
      { max: OWNER_CODE_SENDS_PER_CLIENT_HOUR, windowMs: HOUR_MS },
      false,
    ],
    ['owner-code:platform', { max: deps.config.ownerCodeHourlyLimit, windowMs: HOUR_MS }, false],
  ];
  for (const [key, limit, perMinute] of limits) {
    const result = await deps.limiter.hit(key, limit);
    if (!result.allowed) throw new TooManyCodes(result.retryAfter, perMinute);
  }
}

/**
 * Sends a new code to the number (ending any code before it) and answers the request id the
 * code must come back with. The answer is the same whether or not the number is an owner's.
 * `bySms`: the owner waited 30 s for the code and asked for it by SMS (refused sooner).
 */
export async function sendCode(
  deps: SignInDeps,
  input: { phone: string; language: OwnerLanguage; bySms?: boolean | undefined },
  clientIp: string,
): Promise<{ requestId: string; expiresAt: Date }> {
  const bySms = input.bySms === true;
  if (bySms) {
    const since = await deps.repos.storeOwners.secondsSinceLastCode(input.phone);
    if (since !== null && since < OWNER_CODE_SMS_AFTER_SECONDS)
      throw new TooManyCodes(Math.ceil(OWNER_CODE_SMS_AFTER_SECONDS - since), true);
  }
  await countSend(deps, input.phone, clientIp, bySms);
  const requestId = randomUUID();
  const code = String(randomInt(0, 10 ** OWNER_CODE_LENGTH)).padStart(OWNER_CODE_LENGTH, '0');
  const expiresAt = new Date(Date.now() + OWNER_CODE_MINUTES * MINUTE_MS);
  await deps.db.transaction(async (tx) => {
    await deps.repos.storeOwners.insertCode(
      {
        id: requestId,
        phone: input.phone,
        language: input.language,
        codeHash: codeHash(deps.config.authSecret, requestId, code),
        expiresAt,
      },
      tx,
    );
    await deps.repos.notifications.enqueue(
      {
        recipientPhone: input.phone,
        template: 'store_code',
        params: { code },
        bySms,
        entity: 'owner-sign-in',
        entityId: requestId,
        language: input.language,
      },
      tx,
    );
  });
  return { requestId, expiresAt };
}

const codeProblem = (message: Parameters<typeof invalidFieldMessage>[1]) =>
  badRequest(invalidFieldMessage('code', message));

/**
 * The owner signed in with the request's code: a new owner on a first sign-in, and a session.
 * A wrong code counts against the request's five tries; expired, used, ended or dead codes
 * are refused without counting.
 */
export async function completeSignIn(
  deps: SignInDeps,
  input: { requestId: string; code: string },
): Promise<{ owner: OwnerRow; accessToken: string; expiresAt: Date }> {
  const request = await deps.repos.storeOwners.findCode(input.requestId);
  const alive =
    request &&
    request.usedAt === null &&
    request.endedAt === null &&
    new Date(request.expiresAt).getTime() > Date.now();
  if (!request || !alive) throw codeProblem(OWNER_CODE_EXPIRED);
  if (request.attempts >= OWNER_CODE_MAX_ATTEMPTS) throw codeProblem(OWNER_CODE_DEAD);

  const given = Buffer.from(codeHash(deps.config.authSecret, request.id, input.code));
  const right = timingSafeEqual(given, Buffer.from(request.codeHash));
  if (!right) {
    const tries = await deps.repos.storeOwners.countWrongTry(request.id, OWNER_CODE_MAX_ATTEMPTS);
    if (tries === null) throw codeProblem(OWNER_CODE_EXPIRED);
    const attemptsLeft = OWNER_CODE_MAX_ATTEMPTS - tries;
    throw codeProblem(
      attemptsLeft > 0 ? withParams(OWNER_CODE_WRONG, { attemptsLeft }) : OWNER_CODE_DEAD,
    );
  }

  const expiresAt = new Date(Date.now() + OWNER_SESSION_DAYS * 24 * HOUR_MS);
  return deps.db.transaction(async (tx) => {
    // Taken once: of two right answers at the same moment, one signs in.
    if (!(await deps.repos.storeOwners.useCode(request.id, OWNER_CODE_MAX_ATTEMPTS, tx)))
      throw codeProblem(OWNER_CODE_EXPIRED);
    const owner = await deps.repos.storeOwners.upsertOwner(request.phone, request.language, tx);
    const issued = await issueToken(deps.config.authSecret, owner.id, expiresAt, AUDIENCES.owner);
    await deps.repos.storeOwners.createSession(
      { id: issued.jti, ownerId: owner.id, expiresAt },
      tx,
    );
    return { owner, accessToken: issued.token, expiresAt };
  });
}

/** Ends the owner's session (the token stops working at once). */
export function signOut(deps: Pick<SignInDeps, 'repos'>, sessionId: string): Promise<void> {
  return deps.repos.storeOwners.revokeSession(sessionId);
}
