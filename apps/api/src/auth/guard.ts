// The bearer-token checks of secured operations (onRequest, before the body is read): an
// admin's token for the admin's operations, a store owner's for the owner's. A token of one
// kind is refused by the other's operations (its audience is not theirs).
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import {
  API_AUTHENTICATION_REQUIRED,
  API_TOKEN_EXPIRED,
  API_TOKEN_INVALID,
} from '@kirana/domain/auth';
import { unauthorized } from '../errors.js';
import { OWNER_SESSION_NEEDED } from '@kirana/domain/store-owners';
import type { AdminRow } from '../repositories/admins.js';
import type { Repositories } from '../repositories/index.js';
import type { OwnerRow } from '../repositories/store-owners.js';
import { AUDIENCES, tokenReader } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin on the admin's operations. */
    admin: AdminRow | null;
    /** The signed-in store owner on the owner's operations. */
    owner: OwnerRow | null;
    /** The token's jti (its session id). */
    sessionId: string | null;
  }
}

/** The bearer token of the request, or a 401 when there is none or it is malformed. */
function bearerToken(request: FastifyRequest, missing: Parameters<typeof unauthorized>[0]): string {
  const header = request.headers.authorization;
  if (!header) throw unauthorized(missing);
  const match = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
  if (!match?.[1]) throw unauthorized(API_TOKEN_INVALID);
  return match[1];
}

/**
 * A session's check: the request's bearer token, read by `readToken`, names a live session of
 * the one `signedIn` finds, who is kept on the request.
 */
function sessionCheck<Who>(
  readToken: ReturnType<typeof tokenReader>,
  missing: Parameters<typeof unauthorized>[0],
  signedIn: (sessionId: string, subject: string) => Promise<Who | null>,
  keep: (request: FastifyRequest, who: Who) => void,
): onRequestHookHandler {
  return async (request) => {
    const claims = readToken(bearerToken(request, missing));
    if ('problem' in claims) {
      throw unauthorized(claims.problem === 'expired' ? API_TOKEN_EXPIRED : API_TOKEN_INVALID);
    }
    const who = await signedIn(claims.jti, claims.subject);
    if (!who) throw unauthorized(API_TOKEN_INVALID);
    keep(request, who);
    request.sessionId = claims.jti;
  };
}

export function authenticator(secret: string, repos: Repositories): onRequestHookHandler {
  return sessionCheck(
    tokenReader(secret),
    API_AUTHENTICATION_REQUIRED,
    (sessionId, subject) => repos.sessions.activeAdmin(sessionId, subject),
    (request, admin) => (request.admin = admin),
  );
}

/** The admin of a secured request (the guard has run). */
export function currentAdmin(request: FastifyRequest): AdminRow {
  if (!request.admin) throw unauthorized(API_AUTHENTICATION_REQUIRED);
  return request.admin;
}

/** The store owner's session check: an owner's token, whose session is live. */
export function ownerAuthenticator(
  secret: string,
  repos: Pick<Repositories, 'storeOwners'>,
): onRequestHookHandler {
  return sessionCheck(
    tokenReader(secret, AUDIENCES.owner),
    OWNER_SESSION_NEEDED,
    (sessionId, subject) => repos.storeOwners.activeOwner(sessionId, subject),
    (request, owner) => (request.owner = owner),
  );
}

/** The owner of an owner's request (the guard has run). */
export function currentOwner(request: FastifyRequest): OwnerRow {
  if (!request.owner) throw unauthorized(OWNER_SESSION_NEEDED);
  return request.owner;
}
