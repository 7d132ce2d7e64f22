// Bearer tokens: HS256 JWTs signed with AUTH_SECRET. Each carries a jti that is stored in the
// sessions table, so logout can revoke it before it expires.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

const ISSUER = 'kirana-api';
const AUDIENCE = 'kirana-admin';

export interface TokenClaims {
  adminId: string;
  jti: string;
}

export interface IssuedToken extends TokenClaims {
  token: string;
  expiresAt: Date;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function issueToken(
  secret: string,
  adminId: string,
  expiresAt: Date,
): Promise<IssuedToken> {
  const jti = randomUUID();
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(adminId)
    .setJti(jti)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
  return { token, adminId, jti, expiresAt };
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

/**
 * The token's claims, or why it cannot be used. Never throws. Verified here with node:crypto
 * rather than jose: every secured request reads a token, and jose's WebCrypto verification
 * cost about 0.15 ms of CPU each time (the benchmark's largest share after the network).
 * The checks are jose's for these tokens: HS256 only (no `crit`), the signature compared in
 * constant time, issuer, audience, sub, jti and exp required, nbf honoured.
 */
export async function readToken(
  secret: string,
  token: string,
): Promise<TokenClaims | { problem: TokenProblem }> {
  const invalid = { problem: 'invalid' as const };
  const parts = token.split('.');
  if (parts.length !== 3) return invalid;
  const [header = '', payload = '', signature = ''] = parts;
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;

  const head = decodePart(header);
  if (!isObject(head) || head.alg !== 'HS256' || 'crit' in head) return invalid;
  if (head.typ !== undefined && head.typ !== 'JWT') return invalid;
  const claims = decodePart(payload);
  if (!isObject(claims)) return invalid;
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== ISSUER || !audience.includes(AUDIENCE)) return invalid;
  const { sub, jti, exp, nbf } = claims;
  if (typeof sub !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') return invalid;
  const now = Math.floor(Date.now() / 1000);
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return invalid;
  if (exp <= now) return { problem: 'expired' };
  return { adminId: sub, jti };
}
