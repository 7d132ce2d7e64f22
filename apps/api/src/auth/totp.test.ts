import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpCode } from './totp.js';
import {
  decryptSecret,
  encryptSecret,
  keyedHash,
  mfaKeys,
  newRecoveryCodes,
} from './mfa-secrets.js';
import { isRecoveryCode } from '@kirana/domain/two-step';

const RFC_KEY = Buffer.from('12345678901234567890');

describe('HOTP (RFC 4226 appendix D)', () => {
  it.each([
    [0, '755224'],
    [1, '287082'],
    [2, '359152'],
    [3, '969429'],
    [4, '338314'],
    [5, '254676'],
    [6, '287922'],
    [7, '162583'],
    [8, '399871'],
    [9, '520489'],
  ])('counter %i gives %s', (counter, code) => {
    expect(hotp(RFC_KEY, counter)).toBe(code);
  });
});

describe('TOTP (RFC 6238 appendix B, SHA-1, 8 digits)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives %s', (seconds, code) => {
    expect(hotp(RFC_KEY, Math.floor(seconds / 30), 8)).toBe(code);
    // The six digits an app shows are the last six of the same number.
    expect(totpCode(base32Encode(RFC_KEY), seconds * 1000)).toBe(code.slice(2));
  });
});

describe('matchTotp', () => {
  const secret = base32Encode(RFC_KEY);
  const now = 1234567890 * 1000;

  it('accepts the current step and one step either way, and names the step', () => {
    const step = Math.floor(now / 30_000);
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
  });

  it('refuses a code two steps away, seven digits and other characters', () => {
    expect(matchTotp(secret, totpCode(secret, now - 60_000), now)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, now + 60_000), now)).toBeNull();
    expect(matchTotp(secret, `${totpCode(secret, now)}0`, now)).toBeNull();
    expect(matchTotp(secret, '12a456', now)).toBeNull();
  });
});

describe('base32 and the otpauth URI', () => {
  it('round-trips bytes and reads the RFC 4648 test vector', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(() => base32Decode('M1')).toThrow();
  });

  it('names the issuer, the account and the parameters', () => {
    expect(otpauthUri('MZXW6YTBOI', 'a@kirana.in')).toBe(
      'otpauth://totp/Kirana%20Admin%3Aa%40kirana.in?secret=MZXW6YTBOI&issuer=Kirana+Admin&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('secrets at rest', () => {
  const keys = mfaKeys('k'.repeat(40));

  it('encrypts a secret for one admin under one key', () => {
    const stored = encryptSecret(keys, 'admin-1', 'JBSWY3DPEHPK3PXP');
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(decryptSecret(keys, 'admin-1', stored)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => decryptSecret(keys, 'admin-2', stored)).toThrow();
    expect(() => decryptSecret(mfaKeys('o'.repeat(40)), 'admin-1', stored)).toThrow();
  });

  it('makes ten distinct recovery codes, hashed whatever the case and hyphens typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      expect(isRecoveryCode(code)).toBe(true);
    }
    const [code = ''] = codes;
    expect(keyedHash(keys, 'recovery', code.toUpperCase().replace('-', ' '))).toBe(
      keyedHash(keys, 'recovery', code),
    );
  });
});
