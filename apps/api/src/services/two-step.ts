// The rules of two-step sign-in (issue 25): when a right password still owes a second step,
// the challenges that carry it (5 minutes, single-use, ended by the fifth wrong code), checking
// a code (each TOTP step accepted once) or a recovery code (each used once), enrolment and the
// reset of a factor. Every wrong code counts in the login guard with password failures, and
// each code is counted before it is checked, on its challenge and on its admin whatever the
// address (issue 36), so neither a burst nor many addresses get more checks.
import QRCode from 'qrcode';
import { API_RATE_LIMITED, invalidFieldMessage } from '@kirana/domain/common';
import {
  RECOVERY_CODE_INVALID,
  RECOVERY_CODE_WRONG,
  SECOND_STEP_ACCOUNT_MAX,
  SECOND_STEP_ACCOUNT_PAUSED,
  SECOND_STEP_ACCOUNT_WINDOW_MINUTES,
  SECOND_STEP_ENDED,
  SECOND_STEP_MAX_FAILURES,
  SECOND_STEP_MS,
  SECOND_STEP_ONE_CODE,
  SECOND_STEP_TOO_MANY,
  TOTP_CODE_INVALID,
  TOTP_CODE_WRONG,
  TOTP_ISSUER,
  isRecoveryCode,
  isTotpCode,
  type SecondStep,
} from '@kirana/domain/two-step';
import type { LoginAttempt, LoginGuard } from '../auth/login-guard.js';
import {
  decryptSecret,
  encryptSecret,
  keyedHash,
  mfaKeys,
  type MfaKeys,
  newChallengeToken,
  newRecoveryCodes,
} from '../auth/mfa-secrets.js';
import { matchTotp, newTotpSecret, otpauthUri } from '../auth/totp.js';
import type { Config } from '../config.js';
import type { Database, Queryable } from '../db/adapter.js';
import { HttpError, type Problem } from '../errors.js';
import type { AdminRow } from '../repositories/admins.js';
import type { Repositories } from '../repositories/index.js';
import type { ChallengeKind, ChallengeRow } from '../repositories/second-factor.js';

/** The code a person typed: an authenticator's or a recovery code, never both. */
export type TypedCode = { code: string } | { recoveryCode: string };

/** Which request answers the refusals: a sign-in (no session yet) or a signed-in admin's reset. */
type Audience = 'sign-in' | 'account';

export interface TotpSecretView {
  secret: string;
  otpauthUri: string;
  qrCodeSvg: string;
  issuer: string;
  account: string;
}

/** Exactly one of the two codes, each of its shape; else 400 and nothing is counted. */
export function typedCode(body: { code?: string; recoveryCode?: string }): TypedCode {
  const { code, recoveryCode } = body;
  if ((code === undefined) === (recoveryCode === undefined)) {
    throw new HttpError(400, SECOND_STEP_ONE_CODE);
  }
  if (code !== undefined) {
    if (!isTotpCode(code)) throw new HttpError(400, invalidFieldMessage('code', TOTP_CODE_INVALID));
    return { code };
  }
  if (!isRecoveryCode(recoveryCode ?? '')) {
    throw new HttpError(400, invalidFieldMessage('recoveryCode', RECOVERY_CODE_INVALID));
  }
  return { recoveryCode: recoveryCode ?? '' };
}

/** What the second step works with; each operation takes only the part it uses. */
export interface TwoStepDeps {
  config: Pick<Config, 'mfaRequired'>;
  db: Database;
  repos: Pick<Repositories, 'secondFactor'>;
  /** The login guard: password failures and wrong codes count together. */
  beginLogin: LoginGuard;
  /** The keys of secrets, challenges and recovery codes (from MFA_ENCRYPTION_KEY). */
  keys: MfaKeys;
}

export function twoStepDeps(deps: Omit<TwoStepDeps, 'keys'> & { config: Config }): TwoStepDeps {
  return { ...deps, keys: mfaKeys(deps.config.mfaKeyMaterial) };
}

const ended = (audience: Audience, problem: Problem = SECOND_STEP_ENDED) =>
  new HttpError(audience === 'sign-in' ? 401 : 409, problem, 'SECOND_STEP_ENDED');

const wrong = (audience: Audience, typed: TypedCode) => {
  const field = 'code' in typed ? 'code' : 'recoveryCode';
  const problem = 'code' in typed ? TOTP_CODE_WRONG : RECOVERY_CODE_WRONG;
  return audience === 'sign-in'
    ? new HttpError(401, problem, 'INVALID_CODE')
    : new HttpError(400, invalidFieldMessage(field, problem), 'INVALID_CODE');
};

/** Counts an attempt in the login guard, or refuses it (429) while the guard says wait. */
async function guard(
  deps: Pick<TwoStepDeps, 'beginLogin'>,
  admin: AdminRow,
  address: string,
  onRefused: (seconds: number) => void,
) {
  const attempt: LoginAttempt = await deps.beginLogin(admin.email, address);
  if (!attempt.allowed) {
    onRefused(attempt.retryAfter);
    throw new HttpError(429, API_RATE_LIMITED);
  }
  return attempt;
}

/** Whether the typed code is right for the admin (and uses it: a step, or a recovery code). */
async function useCode(
  deps: Pick<TwoStepDeps, 'repos' | 'keys'>,
  admin: AdminRow,
  encryptedSecret: string,
  typed: TypedCode,
  tx: Queryable,
): Promise<boolean> {
  if ('recoveryCode' in typed) {
    return deps.repos.secondFactor.useRecoveryCode(
      admin.id,
      keyedHash(deps.keys, 'recovery', typed.recoveryCode),
      tx,
    );
  }
  const step = matchTotp(decryptSecret(deps.keys, admin.id, encryptedSecret), typed.code);
  return step !== null && (await deps.repos.secondFactor.acceptStep(admin.id, step, tx));
}

async function freshRecoveryCodes(
  deps: Pick<TwoStepDeps, 'repos' | 'keys'>,
  adminId: string,
  tx: Queryable,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await deps.repos.secondFactor.replaceRecoveryCodes(
    adminId,
    codes.map((code) => keyedHash(deps.keys, 'recovery', code)),
    tx,
  );
  return codes;
}

/** An open challenge of this kind (and admin), else the refusal that says start again. */
async function openChallenge(
  deps: Pick<TwoStepDeps, 'repos' | 'keys'>,
  token: string,
  kind: ChallengeKind,
  audience: Audience,
  adminId?: string,
): Promise<ChallengeRow> {
  const challenge = await deps.repos.secondFactor.findChallenge(
    keyedHash(deps.keys, 'challenge', token),
  );
  if (
    !challenge ||
    !challenge.open ||
    challenge.kind !== kind ||
    (adminId !== undefined && challenge.adminId !== adminId)
  ) {
    throw ended(audience);
  }
  return challenge;
}

/**
 * Takes a check of the admin's codes (at most SECOND_STEP_ACCOUNT_MAX a window, whatever the
 * address), and of the challenge's when there is one, before any code is checked; 429 or the
 * challenge's end when none is left, with nothing taken.
 */
async function takeCheck(
  deps: Pick<TwoStepDeps, 'db' | 'repos'>,
  admin: AdminRow,
  challenge: ChallengeRow | null,
  audience: Audience,
  onRefused: (seconds: number) => void,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    let taken = 0;
    if (challenge) {
      const attempt = await deps.repos.secondFactor.takeChallengeAttempt(
        challenge.id,
        SECOND_STEP_MAX_FAILURES,
        tx,
      );
      if (attempt === 'used up') throw ended(audience, SECOND_STEP_TOO_MANY);
      if (attempt === 'ended') throw ended(audience);
      taken = attempt;
    }
    const wait = await deps.repos.secondFactor.takeAdminCheck(
      admin.id,
      SECOND_STEP_ACCOUNT_MAX,
      SECOND_STEP_ACCOUNT_WINDOW_MINUTES,
      tx,
    );
    if (wait > 0) {
      onRefused(wait);
      throw new HttpError(429, SECOND_STEP_ACCOUNT_PAUSED);
    }
    return taken;
  });
}

/** A wrong code: counted in the login guard; the challenge's last check ends it. */
async function failed(
  deps: Pick<TwoStepDeps, 'repos'>,
  challenge: ChallengeRow,
  taken: number,
  attempt: { failed(): Promise<void> },
  audience: Audience,
  typed: TypedCode,
): Promise<never> {
  await attempt.failed();
  if (taken >= SECOND_STEP_MAX_FAILURES) {
    await deps.repos.secondFactor.closeChallenge(challenge.id);
    throw ended(audience, SECOND_STEP_TOO_MANY);
  }
  throw wrong(audience, typed);
}

/**
 * Takes a check, then runs `use` in one transaction that first ends the challenge: a wrong
 * code (`use` answers null) rolls the end back and counts a failure instead; two right answers
 * cannot both pass (the second finds the challenge ended and rolls back). A right code clears the admin's count of checked codes.
 */
async function finish<T>(
  deps: TwoStepDeps,
  challenge: ChallengeRow,
  attempt: { failed(): Promise<void>; succeeded(): Promise<void> },
  audience: Audience,
  typed: TypedCode,
  onRefused: (seconds: number) => void,
  use: (tx: Queryable) => Promise<T | null>,
): Promise<T> {
  const taken = await takeCheck(deps, challenge.admin, challenge, audience, onRefused);
  const WRONG = Symbol('wrong');
  let result: T;
  try {
    result = await deps.db.transaction(async (tx) => {
      const open = await deps.repos.secondFactor.endChallenge(challenge.id, tx);
      // The check was taken, so the code is checked: a wrong one answers "wrong" even when a
      // later check ended the challenge meanwhile; a right one then rolls back as ended.
      const value = await use(tx);
      if (value === null) throw WRONG;
      if (!open) throw ended(audience);
      await deps.repos.secondFactor.clearAdminChecks(challenge.adminId, tx);
      return value;
    });
  } catch (error) {
    if (error === WRONG) return failed(deps, challenge, taken, attempt, audience, typed);
    throw error;
  }
  await attempt.succeeded();
  return result;
}

async function view(
  deps: Pick<TwoStepDeps, 'keys'>,
  admin: AdminRow,
  encrypted: string | null,
): Promise<TotpSecretView> {
  if (!encrypted) throw new Error('A challenge without its secret');
  const secret = decryptSecret(deps.keys, admin.id, encrypted);
  const uri = otpauthUri(secret, admin.email);
  return {
    secret,
    otpauthUri: uri,
    qrCodeSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    issuer: TOTP_ISSUER,
    account: admin.email,
  };
}

/** Opens a challenge; an enrolment or a reset carries its new secret, encrypted. */
export async function open(
  deps: Pick<TwoStepDeps, 'repos' | 'keys'>,
  admin: AdminRow,
  kind: ChallengeKind,
  rememberMe: boolean,
) {
  const token = newChallengeToken();
  const expiresAt = new Date(Date.now() + SECOND_STEP_MS);
  await deps.repos.secondFactor.openChallenge({
    tokenHash: keyedHash(deps.keys, 'challenge', token),
    adminId: admin.id,
    kind,
    rememberMe,
    pendingSecret: kind === 'code' ? null : encryptSecret(deps.keys, admin.id, newTotpSecret()),
    expiresAt,
  });
  return { challengeToken: token, expiresAt: expiresAt.toISOString() };
}

/** What a right password still owes: a code, an enrolment, or nothing (MFA_REQUIRED=false). */
export async function due(
  deps: Pick<TwoStepDeps, 'config' | 'repos'>,
  admin: AdminRow,
): Promise<SecondStep | null> {
  const state = await deps.repos.secondFactor.state(admin.id);
  if (state.secret) return 'code';
  return deps.config.mfaRequired || state.required ? 'enrol' : null;
}

/** The sign-in's second step: the session's admin and remember-me, once the code is right. */
export async function signIn(
  deps: TwoStepDeps,
  token: string,
  typed: TypedCode,
  address: string,
  onRefused: (s: number) => void,
) {
  const challenge = await openChallenge(deps, token, 'code', 'sign-in');
  const attempt = await guard(deps, challenge.admin, address, onRefused);
  const state = await deps.repos.secondFactor.state(challenge.adminId);
  if (!state.secret) throw ended('sign-in');
  const secret = state.secret;
  return finish(deps, challenge, attempt, 'sign-in', typed, onRefused, async (tx) =>
    (await useCode(deps, challenge.admin, secret, typed, tx)) ? challenge : null,
  );
}

/** The secret an enrolment shows (the same for the life of its challenge). */
export async function enrolmentSecret(
  deps: Pick<TwoStepDeps, 'repos' | 'keys'>,
  token: string,
): Promise<TotpSecretView> {
  const challenge = await openChallenge(deps, token, 'enrol', 'sign-in');
  return view(deps, challenge.admin, challenge.pendingSecret);
}

/**
 * Confirms an enrolment with a first code: the secret becomes the admin's factor and 10
 * recovery codes are made; `then` starts the session in the same transaction.
 */
export async function enrol<T>(
  deps: TwoStepDeps,
  token: string,
  code: string,
  address: string,
  onRefused: (s: number) => void,
  then: (challenge: ChallengeRow, tx: Queryable) => Promise<T>,
): Promise<{ recoveryCodes: string[]; result: T }> {
  const typed = typedCode({ code });
  const challenge = await openChallenge(deps, token, 'enrol', 'sign-in');
  const attempt = await guard(deps, challenge.admin, address, onRefused);
  const pending = challenge.pendingSecret ?? '';
  const step = matchTotp(decryptSecret(deps.keys, challenge.adminId, pending), code);
  return finish(deps, challenge, attempt, 'sign-in', typed, onRefused, async (tx) => {
    if (step === null) return null;
    const saved = await deps.repos.secondFactor.setFactor(
      { adminId: challenge.adminId, secret: pending, step, replace: false },
      tx,
    );
    // Enrolled meanwhile by another challenge: this one is of no more use.
    if (!saved) throw ended('sign-in');
    const recoveryCodes = await freshRecoveryCodes(deps, challenge.adminId, tx);
    return { recoveryCodes, result: await then(challenge, tx) };
  });
}

/**
 * Starts replacing a factor: the password and a current code (or recovery code, then used)
 * open a reset challenge with a new secret. Wrong ones answer 400 and change nothing.
 */
export async function startReset(
  deps: TwoStepDeps,
  admin: AdminRow,
  password: { valid: boolean },
  typed: TypedCode,
  address: string,
  onRefused: (s: number) => void,
  missing: () => HttpError,
  wrongPassword: () => HttpError,
) {
  const attempt = await guard(deps, admin, address, onRefused);
  const state = await deps.repos.secondFactor.state(admin.id);
  if (!password.valid) {
    await attempt.failed();
    throw wrongPassword();
  }
  if (!state.secret) throw missing();
  const secret = state.secret;
  await takeCheck(deps, admin, null, 'account', onRefused);
  const right = await deps.db.transaction(async (tx) => {
    const used = await useCode(deps, admin, secret, typed, tx);
    if (used) await deps.repos.secondFactor.clearAdminChecks(admin.id, tx);
    return used;
  });
  if (!right) {
    await attempt.failed();
    throw wrong('account', typed);
  }
  await attempt.succeeded();
  const opened = await open(deps, admin, 'reset', false);
  const challenge = await openChallenge(deps, opened.challengeToken, 'reset', 'account', admin.id);
  return { ...opened, totp: await view(deps, admin, challenge.pendingSecret) };
}

/** Confirms a reset with a code of the new secret: it replaces the factor and its codes. */
export async function confirmReset(
  deps: TwoStepDeps,
  admin: AdminRow,
  token: string,
  code: string,
  address: string,
  onRefused: (s: number) => void,
): Promise<string[]> {
  const typed = typedCode({ code });
  const challenge = await openChallenge(deps, token, 'reset', 'account', admin.id);
  const attempt = await guard(deps, admin, address, onRefused);
  const pending = challenge.pendingSecret ?? '';
  const step = matchTotp(decryptSecret(deps.keys, admin.id, pending), code);
  return finish(deps, challenge, attempt, 'account', typed, onRefused, async (tx) => {
    if (step === null) return null;
    await deps.repos.secondFactor.setFactor(
      { adminId: admin.id, secret: pending, step, replace: true },
      tx,
    );
    return freshRecoveryCodes(deps, admin.id, tx);
  });
}
