// Two-step sign-in for admins (issue 25): the TOTP numbers of RFC 6238 (digits, step, drift),
// how many recovery codes and wrong codes, the time arithmetic and code formats both the API and
// the admin app check, and the messages of the second step (`@kirana/domain/two-step`). The
// HMAC itself is the API's (apps/api/src/auth/totp.ts): this module imports no Node module.
import { defineMessage } from './catalogue.js';

/** Digits of a TOTP code (RFC 6238's default, what every authenticator app shows). */
export const TOTP_DIGITS = 6;
/** Seconds a TOTP code lasts (the RFC's time step X). */
export const TOTP_STEP_SECONDS = 30;
/** Steps of clock drift accepted either way (RFC 6238 section 5.2 recommends at most one). */
const TOTP_DRIFT_STEPS = 1;
/** Recovery codes given at enrolment and at each reset; each opens one sign-in. */
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes that end a second step (the sign-in starts again with the password). */
export const SECOND_STEP_MAX_FAILURES = 5;
/**
 * Codes checked for one admin across all their second steps in a window, whatever the addresses:
 * past it, every second step of theirs waits for the window to end (someone holds the password
 * and is guessing codes). A right code clears the count.
 */
export const SECOND_STEP_ACCOUNT_MAX = 10;
export const SECOND_STEP_ACCOUNT_WINDOW_MINUTES = 15;
/** Minutes a second step (or a reset of the factor) stays open after the password. */
const SECOND_STEP_MINUTES = 5;
export const SECOND_STEP_MS = SECOND_STEP_MINUTES * 60 * 1000;
/** The account name's issuer in authenticator apps (the otpauth:// URI's `issuer`). */
export const TOTP_ISSUER = 'Kirana Admin';
/** What a right password may still owe: a code of the admin's app, or setting one up first. */
export const SECOND_STEPS = ['code', 'enrol'] as const;
export type SecondStep = (typeof SECOND_STEPS)[number];
/** The longest challenge token the API reads (its tokens are 43 characters). */
export const MAX_CHALLENGE_TOKEN_LENGTH = 100;
/** The longest typed code the API reads before checking its shape (a recovery code with spaces). */
export const MAX_TYPED_CODE_LENGTH = 40;
/** Characters of a recovery code (without its hyphen), from the base32 alphabet: 50 bits. */
export const RECOVERY_CODE_LENGTH = 10;

/** The RFC 6238 time step T of a moment (epoch milliseconds). */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
}

/** The steps a code may come from at this moment: the current one and the drift either side. */
export function acceptedSteps(nowMs: number): number[] {
  const now = totpStep(nowMs);
  const steps: number[] = [now];
  for (let d = 1; d <= TOTP_DRIFT_STEPS; d += 1) steps.push(now - d, now + d);
  return steps;
}

/** Exactly six digits: seven digits or any other character is not a code. */
export function isTotpCode(value: string): boolean {
  return new RegExp(`^[0-9]{${TOTP_DIGITS}}$`).test(value);
}

/** A recovery code as stored: lower case, without hyphens and spaces. */
export function normaliseRecoveryCode(value: string): string {
  return value.replace(/[\s-]+/g, '').toLowerCase();
}

/** Whether a typed recovery code has the shape of one (ten base32 characters). */
export function isRecoveryCode(value: string): boolean {
  return new RegExp(`^[a-z2-7]{${RECOVERY_CODE_LENGTH}}$`).test(normaliseRecoveryCode(value));
}

/** A recovery code as shown: two groups of five ("abcde-fghij"). */
export function formatRecoveryCode(code: string): string {
  const plain = normaliseRecoveryCode(code);
  const half = Math.ceil(plain.length / 2);
  return `${plain.slice(0, half)}-${plain.slice(half)}`;
}

export const API_SECOND_STEP_DUE = 'Enter the code from your authenticator app.';
export const API_ENROLMENT_DUE = 'Set up two-step sign-in to continue.';
export const API_SECOND_FACTOR_REPLACED = 'Your authenticator app has been replaced.';
export const API_SECOND_FACTOR_RESET_STARTED = 'Scan the new code, then confirm it.';

export const TOTP_CODE_INVALID = defineMessage(
  'twoStep.codeInvalid',
  'Enter the {digits}-digit code from your authenticator app.',
  { digits: TOTP_DIGITS },
);
export const RECOVERY_CODE_INVALID = defineMessage(
  'twoStep.recoveryCodeInvalid',
  'A recovery code has {length} letters and digits, like abcde-23456.',
  { length: RECOVERY_CODE_LENGTH },
);
export const SECOND_STEP_ONE_CODE = defineMessage(
  'twoStep.oneCode',
  'Enter either a code from your authenticator app or a recovery code.',
);
export const TOTP_CODE_WRONG = defineMessage(
  'twoStep.codeWrong',
  'That code is not right, or it has already been used. Wait for the next code and try again.',
);
export const RECOVERY_CODE_WRONG = defineMessage(
  'twoStep.recoveryCodeWrong',
  'That recovery code is not right, or it has already been used.',
);
export const SECOND_STEP_ENDED = defineMessage(
  'twoStep.challengeEnded',
  'This sign-in has expired or ended. Please log in again.',
);
export const SECOND_STEP_TOO_MANY = defineMessage(
  'twoStep.tooManyWrongCodes',
  'Too many wrong codes ({max}). Please log in again.',
  { max: SECOND_STEP_MAX_FAILURES },
);
export const SECOND_STEP_ACCOUNT_PAUSED = defineMessage(
  'twoStep.accountPaused',
  'Too many wrong codes for this account. Wait {minutes} minutes, then log in again.',
  { minutes: SECOND_STEP_ACCOUNT_WINDOW_MINUTES },
);
export const PASSWORD_WRONG = defineMessage('twoStep.passwordWrong', 'Your password is not right.');
export const SECOND_FACTOR_MISSING = defineMessage(
  'twoStep.factorMissing',
  'You have no authenticator app set up yet.',
);
