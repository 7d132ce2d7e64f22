// Admin login and session: how long a session lasts and every message of logging in and out
// (`@kirana/domain/auth`). The login body's rules are in ./login-rules.ts, apart, so that what
// every screen of the admin needs (the session's clock) carries no rules engine.

import { defineMessage } from './catalogue.js';
import { MAX_PASSWORD_LENGTH } from './common.js';

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
export const PASSWORD_TOO_LONG = defineMessage(
  'auth.passwordTooLong',
  'Your password must be at most {max} characters.',
  { max: MAX_PASSWORD_LENGTH },
);
export const REMEMBER_ME_INVALID = defineMessage(
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

export type { LoginBody, LoginFormValues } from './login-rules.js';

/** When a session started now ends, in epoch milliseconds (30 days or 8 hours). */
export function sessionExpiresAt(nowMs: number, rememberMe: boolean): number {
  return nowMs + sessionDurationMs(rememberMe);
}

/** A session whose expiry is now or in the past is over. */
export function isSessionExpired(expiresAtMs: number, nowMs: number): boolean {
  return !Number.isFinite(expiresAtMs) || nowMs >= expiresAtMs;
}
