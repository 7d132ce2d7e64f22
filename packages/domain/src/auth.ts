// Admin login and session: how long a session lasts, the login body's rules and every message
// of logging in and out (`@kirana/domain/auth`).

// First, so zod never compiles code (the apps' CSP forbids it): see ./jitless.ts.
import './jitless.js';
import { defineMessage } from './catalogue.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './common.js';
import { type ValidationResult, emailSchema, toResult } from './validation.js';
import { z } from 'zod';

const MS_PER_HOUR = 60 * 60 * 1000;
const MS_PER_DAY = 24 * MS_PER_HOUR;

/** Session length with "Remember me" checked. */
export const REMEMBER_ME_SESSION_DAYS = 30;
export const REMEMBER_ME_SESSION_MS = REMEMBER_ME_SESSION_DAYS * MS_PER_DAY;
/** Session length without "Remember me". */
const SHORT_SESSION_HOURS = 8;
export const SHORT_SESSION_MS = SHORT_SESSION_HOURS * MS_PER_HOUR;

/** Session length in milliseconds for the login's remember-me choice. */
function sessionDurationMs(rememberMe: boolean): number {
  return rememberMe ? REMEMBER_ME_SESSION_MS : SHORT_SESSION_MS;
}

export const EMAIL_REQUIRED = defineMessage(
  'auth.emailRequired',
  'Please enter your email address.',
);
export const PASSWORD_REQUIRED = defineMessage(
  'auth.passwordRequired',
  'Please enter your password.',
);
const PASSWORD_TOO_LONG = defineMessage(
  'auth.passwordTooLong',
  'Your password must be at most {max} characters.',
  { max: MAX_PASSWORD_LENGTH },
);
const PASSWORD_TOO_SHORT = defineMessage(
  'auth.passwordTooShort',
  'Use at least {min} characters for the new password.',
  { min: MIN_PASSWORD_LENGTH },
);
const NEW_PASSWORD_TOO_LONG = defineMessage(
  'auth.newPasswordTooLong',
  'Use at most {max} characters for the new password.',
  { max: MAX_PASSWORD_LENGTH },
);
const CURRENT_PASSWORD_REQUIRED = defineMessage(
  'auth.currentPasswordRequired',
  'Please enter your current password.',
);
export const CURRENT_PASSWORD_WRONG = defineMessage(
  'auth.currentPasswordWrong',
  'Your current password is not right.',
);
export const NEW_PASSWORD_SAME = defineMessage(
  'auth.newPasswordSame',
  'The new password must differ from the current one.',
);
export const API_PASSWORD_CHANGED =
  'Your password has been changed. Your other sessions have been signed out.';
export const SESSION_NOT_FOUND = defineMessage(
  'auth.sessionNotFound',
  'This session was not found among your sessions.',
);
export const API_SESSION_ENDED = 'The session has been signed out.';
export const API_OTHER_SESSIONS_ENDED = 'Your other sessions have been signed out.';

/**
 * An admin's new password (admin:create, a password change): one rule, one source. Only its
 * length: NIST SP 800-63B asks to accept any long passphrase rather than impose character classes.
 */
export const newPasswordSchema = z
  .string(PASSWORD_REQUIRED.rule)
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT.rule)
  .max(MAX_PASSWORD_LENGTH, NEW_PASSWORD_TOO_LONG.rule);

/** The message of a new password that breaks the rule, or null. */
export function newPasswordProblem(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return NEW_PASSWORD_TOO_LONG;
  return null;
}

const REMEMBER_ME_INVALID = defineMessage(
  'auth.rememberMeInvalid',
  'Remember me must be true or false.',
);

export const API_LOGIN_SUCCESS = 'Login successful.';
export const API_LOGOUT_SUCCESS = 'You have been logged out.';
export const API_INVALID_CREDENTIALS = defineMessage(
  'auth.invalidCredentials',
  'Invalid email or password.',
);
export const API_AUTHENTICATION_REQUIRED = defineMessage(
  'auth.authenticationRequired',
  'Authentication required. Please log in.',
);
export const API_TOKEN_INVALID = defineMessage(
  'auth.tokenInvalid',
  'Your session is not valid. Please log in again.',
);
export const API_TOKEN_EXPIRED = defineMessage(
  'auth.tokenExpired',
  'Your session has expired. Please log in again.',
);

/** POST /api/auth/admin/login body. The e-mail is trimmed and lower-cased; rememberMe defaults to false. */
export const loginBodySchema = z.object({
  email: emailSchema(EMAIL_REQUIRED, { lowerCase: true }),
  password: z
    .string(PASSWORD_REQUIRED.rule)
    .min(1, PASSWORD_REQUIRED.rule)
    .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG.rule),
  rememberMe: z.boolean(REMEMBER_ME_INVALID.rule).default(false),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** POST /api/admin/account/password body (My account's form checks the same). */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string(CURRENT_PASSWORD_REQUIRED.rule)
    .min(1, CURRENT_PASSWORD_REQUIRED.rule)
    .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG.rule),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export function validateChangePassword(values: {
  currentPassword: string;
  newPassword: string;
}): ValidationResult<ChangePasswordBody, 'currentPassword' | 'newPassword'> {
  return toResult(changePasswordBodySchema.safeParse(values));
}

export interface LoginFormValues {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export function validateLogin(
  values: LoginFormValues,
): ValidationResult<LoginBody, keyof LoginFormValues> {
  return toResult(loginBodySchema.safeParse(values));
}

/** When a session started now ends, in epoch milliseconds (30 days or 8 hours). */
export function sessionExpiresAt(nowMs: number, rememberMe: boolean): number {
  return nowMs + sessionDurationMs(rememberMe);
}

/** A session whose expiry is now or in the past is over. */
export function isSessionExpired(expiresAtMs: number, nowMs: number): boolean {
  return !Number.isFinite(expiresAtMs) || nowMs >= expiresAtMs;
}
