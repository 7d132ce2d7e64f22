import { describe, expect, it } from 'vitest';
import {
  REMEMBER_ME_SESSION_MS,
  SHORT_SESSION_MS,
  isSessionExpired,
  sessionExpiresAt,
} from './auth.js';
import { loginBodySchema, validateLogin } from './login-rules.js';
import { fieldErrors } from './validation.js';

describe('login', () => {
  it('accepts a well-formed email and a password, trimming and lower-casing the email', () => {
    expect(validateLogin({ email: '  Admin@Kirana.in ', password: ' secret ' })).toEqual({
      ok: true,
      value: { email: 'admin@kirana.in', password: ' secret ', rememberMe: false },
    });
    const remembered = validateLogin({ email: 'a@b.in', password: 'x', rememberMe: true });
    expect(remembered.ok && remembered.value.rememberMe).toBe(true);
  });

  it('requires both fields', () => {
    expect(validateLogin({ email: '   ', password: '' })).toEqual({
      ok: false,
      errors: {
        email: 'Please enter your email address.',
        password: 'Please enter your password.',
      },
      message: 'Please enter your email address.',
    });
  });

  it('rejects a malformed email', () => {
    for (const email of ['admin', 'admin@', '@kirana.in', 'admin@kirana', 'a b@kirana.in']) {
      const result = validateLogin({ email, password: 'x' });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.errors.email).toEqual(
        'Please enter a valid email address, like name@example.com.',
      );
    }
  });

  it('rejects a body whose rememberMe is not a boolean and one without fields', () => {
    const bad = loginBodySchema.safeParse({ email: 'a@b.in', password: 'x', rememberMe: 'yes' });
    expect(bad.success).toBe(false);
    expect(!bad.success && fieldErrors(bad.error)).toEqual({
      rememberMe: 'Remember me must be true or false.',
    });
    const empty = loginBodySchema.safeParse({});
    expect(!empty.success && fieldErrors(empty.error)).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
    });
  });

  it('bounds the password length', () => {
    expect(validateLogin({ email: 'a@b.in', password: 'x'.repeat(256) }).ok).toBe(true);
    const long = validateLogin({ email: 'a@b.in', password: 'x'.repeat(257) });
    expect(!long.ok && long.errors.password).toEqual(
      'Your password must be at most 256 characters.',
    );
  });
});

describe('session', () => {
  const now = Date.UTC(2025, 3, 21, 10, 0, 0);

  it('ends 30 days after login with remember-me and 8 hours without', () => {
    expect(sessionExpiresAt(now, true) - now).toBe(30 * 24 * 60 * 60 * 1000);
    expect(sessionExpiresAt(now, false) - now).toBe(8 * 60 * 60 * 1000);
  });

  it('is over once the expiry is reached', () => {
    expect(isSessionExpired(now + 1, now)).toBe(false);
    expect(isSessionExpired(now, now)).toBe(true);
    expect(isSessionExpired(now - 1, now)).toBe(true);
    expect(isSessionExpired(Number.NaN, now)).toBe(true);
  });
});

describe('constants', () => {
  it('keeps a remembered session 30 days and a short one 8 hours', () => {
    expect(REMEMBER_ME_SESSION_MS).toBe(2_592_000_000);
    expect(SHORT_SESSION_MS).toBe(28_800_000);
    expect(sessionExpiresAt(0, true)).toEqual(REMEMBER_ME_SESSION_MS);
    expect(sessionExpiresAt(0, false)).toEqual(SHORT_SESSION_MS);
  });
});
