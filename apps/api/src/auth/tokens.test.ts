import { describe, expect, test } from 'vitest';
import { checkUploadSignature, signUpload } from './upload-signature.js';
import { issueToken, readToken } from './tokens.js';

const SECRET = 'a'.repeat(40);

describe('tokens', () => {
  test('a token reads back its admin and jti', async () => {
    const issued = await issueToken(SECRET, 'admin-1', new Date(Date.now() + 60_000));
    expect(await readToken(SECRET, issued.token)).toEqual({ adminId: 'admin-1', jti: issued.jti });
  });

  test('expired, foreign-signed and garbage tokens are refused', async () => {
    const expired = await issueToken(SECRET, 'admin-1', new Date(Date.now() - 1000));
    expect(await readToken(SECRET, expired.token)).toEqual({ problem: 'expired' });
    const foreign = await issueToken('b'.repeat(40), 'admin-1', new Date(Date.now() + 60_000));
    expect(await readToken(SECRET, foreign.token)).toEqual({ problem: 'invalid' });
    expect(await readToken(SECRET, 'garbage')).toEqual({ problem: 'invalid' });
  });
});

describe('upload signatures', () => {
  const key = 'affiliate/3f2504e0-4f89-41d3-9a0c-0305e82c3301.jpg';

  test('a signature is valid for its key and expiry until it expires', () => {
    const expires = 1_000_000;
    const signature = signUpload(SECRET, key, expires);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(checkUploadSignature(SECRET, key, expires, signature, expires - 1)).toBe('valid');
    expect(checkUploadSignature(SECRET, key, expires, signature, expires + 1)).toBe('expired');
    expect(checkUploadSignature(SECRET, key, expires + 1, signature, 0)).toBe('invalid');
    expect(checkUploadSignature(SECRET, key.replace('3f', '4f'), expires, signature, 0)).toBe(
      'invalid',
    );
    expect(checkUploadSignature('c'.repeat(40), key, expires, signature, 0)).toBe('invalid');
    expect(checkUploadSignature(SECRET, key, expires, 'abc', 0)).toBe('invalid');
  });
});
