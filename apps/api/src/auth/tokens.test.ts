import { createHmac } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { describe, expect, test, vi } from 'vitest';
import { checkUploadSignature, signUpload } from './signed-links.js';
import { issueToken, readToken, tokenReader } from './tokens.js';

const SECRET = 'a'.repeat(40);

describe('tokens', () => {
  test('a token reads back its admin and jti', async () => {
    const issued = await issueToken(SECRET, 'admin-1', new Date(Date.now() + 60_000));
    expect(readToken(SECRET, issued.token)).toEqual({ subject: 'admin-1', jti: issued.jti });
  });

  test('expired, foreign-signed and garbage tokens are refused', async () => {
    const expired = await issueToken(SECRET, 'admin-1', new Date(Date.now() - 1000));
    expect(readToken(SECRET, expired.token)).toEqual({ problem: 'expired' });
    const foreign = await issueToken('b'.repeat(40), 'admin-1', new Date(Date.now() + 60_000));
    expect(readToken(SECRET, foreign.token)).toEqual({ problem: 'invalid' });
    expect(readToken(SECRET, 'garbage')).toEqual({ problem: 'invalid' });
  });

  test('a remembered token still expires on time, and a refused one is refused every time', async () => {
    const read = tokenReader(SECRET);
    const issued = await issueToken(SECRET, 'admin-1', new Date(Date.now() + 60_000));
    const claims = { subject: 'admin-1', jti: issued.jti };
    expect(read(issued.token)).toEqual(claims);
    expect(read(issued.token)).toEqual(claims);
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    try {
      expect(read(issued.token)).toEqual({ problem: 'expired' });
    } finally {
      vi.useRealTimers();
    }
    const [header, payload] = issued.token.split('.');
    for (let i = 0; i < 2; i += 1) {
      expect(read(`${header}.${payload}.${'A'.repeat(43)}`)).toEqual({ problem: 'invalid' });
    }
  });

  /** A token signed by jose with these claims and header (valid ones unless overridden). */
  const sign = (
    claims: JWTPayload = {},
    header: { alg: string; [key: string]: unknown } = { alg: 'HS256' },
    secret = SECRET,
  ) =>
    new SignJWT({
      sub: 'admin-1',
      jti: 'session-1',
      iss: 'kirana-api',
      aud: 'kirana-admin',
      exp: Math.floor(Date.now() / 1000) + 60,
      ...claims,
    })
      .setProtectedHeader(header)
      .sign(new TextEncoder().encode(secret));

  test('a token signed elsewhere with the same secret and claims is read', async () => {
    expect(readToken(SECRET, await sign())).toEqual({ subject: 'admin-1', jti: 'session-1' });
    expect(readToken(SECRET, await sign({ aud: ['other', 'kirana-admin'] }))).toEqual({
      subject: 'admin-1',
      jti: 'session-1',
    });
  });

  test.each([
    ['another issuer', { iss: 'someone' }],
    ['another audience', { aud: 'kirana-site' }],
    ['no jti', { jti: undefined }],
    ['no subject', { sub: undefined }],
    ['no expiry', { exp: undefined }],
    ['an expiry that is not a number', { exp: 'tomorrow' as unknown as number }],
    ['not valid before a minute from now', { nbf: Math.floor(Date.now() / 1000) + 60 }],
  ])('a token with %s is refused', async (_, claims) => {
    expect(readToken(SECRET, await sign(claims))).toEqual({ problem: 'invalid' });
  });

  test('only HS256 is accepted, critical headers and tampering are refused', async () => {
    expect(readToken(SECRET, await sign({}, { alg: 'HS512' }))).toEqual({
      problem: 'invalid',
    });
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const critical = `${part({ alg: 'HS256', crit: ['x'], x: 1 })}.${(await sign()).split('.')[1]}`;
    const mac = createHmac('sha256', SECRET).update(critical).digest('base64url');
    expect(readToken(SECRET, `${critical}.${mac}`)).toEqual({ problem: 'invalid' });
    const [header, , signature] = (await sign()).split('.');
    const forged = Buffer.from(
      JSON.stringify({
        sub: 'admin-2',
        jti: 'session-1',
        iss: 'kirana-api',
        aud: 'kirana-admin',
        exp: 9e9,
      }),
    ).toString('base64url');
    expect(readToken(SECRET, `${header}.${forged}.${signature}`)).toEqual({
      problem: 'invalid',
    });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${forged}.`;
    expect(readToken(SECRET, none)).toEqual({ problem: 'invalid' });
  });
});

describe('upload signatures', () => {
  const key = 'affiliate/3f2504e0-4f89-41d3-9a0c-0305e82c3301.jpg';

  test('a signature is valid for its key and expiry until it expires', () => {
    const expires = 1_000_000;
    const signature = signUpload(SECRET, key, expires);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    const sent = String(expires);
    expect(checkUploadSignature(SECRET, key, sent, signature, expires - 1)).toBe('valid');
    expect(checkUploadSignature(SECRET, key, sent, signature, expires + 1)).toBe('expired');
    expect(checkUploadSignature(SECRET, key, String(expires + 1), signature, 0)).toBe('invalid');
    expect(checkUploadSignature(SECRET, key.replace('3f', '4f'), sent, signature, 0)).toBe(
      'invalid',
    );
    expect(checkUploadSignature('c'.repeat(40), key, sent, signature, 0)).toBe('invalid');
    // Malformed values are invalid like tampered ones, whatever their shape.
    for (const bad of ['abc', signature.toUpperCase(), `${signature}0`, '', 'z'.repeat(64)])
      expect(checkUploadSignature(SECRET, key, sent, bad, 0)).toBe('invalid');
    for (const bad of ['soon', '-1', '1e6', ' 1000000', '', '9'.repeat(16)])
      expect(checkUploadSignature(SECRET, key, bad, signature, 0)).toBe('invalid');
  });
});
