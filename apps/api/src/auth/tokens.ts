// Bearer tokens: HS256 JWTs signed with AUTH_SECRET. Each carries a jti that is stored in the
// sessions table, so logout can revoke it before it expires.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

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

/** The token's claims, or why it cannot be used. Never throws. */
export async function readToken(
  secret: string,
  token: string,
): Promise<TokenClaims | { problem: TokenProblem }> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string')
      return { problem: 'invalid' };
    return { adminId: payload.sub, jti: payload.jti };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { problem: code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid' };
  }
}
