// Bearer tokens: HS256 JWTs signed with AUTH_SECRET, for two kinds of people told apart by the
// audience: admins (`kirana-admin`) and store owners (`kirana-owner`). Each carries a jti that
// is stored in its kind's sessions table, so logout can revoke it before it expires; a token of
// one kind is never read as the other's.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

const ISSUER = 'kirana-api';

/** Who a token is for: the admin app's team, or a store's owner. */
export const AUDIENCES = { admin: 'kirana-admin', owner: 'kirana-owner' } as const;
export type Audience = (typeof AUDIENCES)[keyof typeof AUDIENCES];

export interface TokenClaims {
  /** The admin's or the owner's id. */
  subject: string;
  jti: string;
}

export interface IssuedToken extends TokenClaims {
  token: string;
  expiresAt: Date;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function issueToken(
  secret: string,
  subject: string,
  expiresAt: Date,
  audience: Audience = AUDIENCES.admin,
): Promise<IssuedToken> {
  const jti = randomUUID();
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setJti(jti)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
  return { token, subject, jti, expiresAt };
}

export type TokenProblem = 'expired' | 'invalid';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decodePart(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

interface Verified {
  claims: TokenClaims;
  exp: number;
  nbf: number | undefined;
}

/** The signature and claims of the token, or undefined when it is not one of ours for `audience`. */
function verify(secret: string, token: string, audience: Audience): Verified | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header = '', payload = '', signature = ''] = parts;
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;

  const head = decodePart(header);
  if (!isObject(head) || head.alg !== 'HS256' || 'crit' in head) return undefined;
  if (head.typ !== undefined && head.typ !== 'JWT') return undefined;
  const claims = decodePart(payload);
  if (!isObject(claims)) return undefined;
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== ISSUER || !audiences.includes(audience)) return undefined;
  const { sub, jti, exp, nbf } = claims;
  if (typeof sub !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') {
    return undefined;
  }
  if (nbf !== undefined && typeof nbf !== 'number') return undefined;
  return { claims: { subject: sub, jti }, exp, nbf };
}

/** A verified token's claims while its times allow, checked against the clock at each use. */
function inTime(verified: Verified): TokenClaims | { problem: TokenProblem } {
  const now = Math.floor(Date.now() / 1000);
  if (verified.nbf !== undefined && verified.nbf > now) return { problem: 'invalid' };
  if (verified.exp <= now) return { problem: 'expired' };
  return verified.claims;
}

/**
 * The token's claims, or why it cannot be used. Never throws. Verified here with node:crypto
 * rather than jose: every secured request reads a token, and jose's WebCrypto verification
 * cost about 0.15 ms of CPU each time (the benchmark's largest share after the network).
 * The checks are jose's for these tokens: HS256 only (no `crit`), the signature compared in
 * constant time, issuer, audience, sub, jti and exp required, nbf honoured.
 */
export function readToken(
  secret: string,
  token: string,
  audience: Audience = AUDIENCES.admin,
): TokenClaims | { problem: TokenProblem } {
  const verified = verify(secret, token, audience);
  return verified ? inTime(verified) : { problem: 'invalid' };
}

const REMEMBERED_TOKENS = 1000;

/**
 * readToken that remembers the tokens it verified lately (up to 1000): the same admin app sends
 * the same token with every request, and a remembered one is not verified and parsed again.
 * Its times are still checked at every use; session revocation is the guard's next check.
 */
export function tokenReader(
  secret: string,
  audience: Audience = AUDIENCES.admin,
): (token: string) => ReturnType<typeof readToken> {
  const remembered = new Map<string, Verified>();
  return (token) => {
    let verified = remembered.get(token);
    if (!verified) {
      verified = verify(secret, token, audience);
      if (!verified) return { problem: 'invalid' };
      if (remembered.size >= REMEMBERED_TOKENS) remembered.clear();
      remembered.set(token, verified);
    }
    return inTime(verified);
  };
}
