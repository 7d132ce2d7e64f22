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

export function authenticator(secret: string, repos: Repositories): onRequestHookHandler {
  const readToken = tokenReader(secret);
  return async (request) => {
    const claims = readToken(bearerToken(request, API_AUTHENTICATION_REQUIRED));
    if ('problem' in claims) {
      throw unauthorized(claims.problem === 'expired' ? API_TOKEN_EXPIRED : API_TOKEN_INVALID);
    }
    const admin = await repos.sessions.activeAdmin(claims.jti, claims.subject);
    if (!admin) throw unauthorized(API_TOKEN_INVALID);
    request.admin = admin;
    request.sessionId = claims.jti;
  };
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
  const readToken = tokenReader(secret, AUDIENCES.owner);
  return async (request) => {
    const claims = readToken(bearerToken(request, OWNER_SESSION_NEEDED));
    if ('problem' in claims) {
      throw unauthorized(claims.problem === 'expired' ? API_TOKEN_EXPIRED : API_TOKEN_INVALID);
    }
    const owner = await repos.storeOwners.activeOwner(claims.jti, claims.subject);
    if (!owner) throw unauthorized(API_TOKEN_INVALID);
    request.owner = owner;
    request.sessionId = claims.jti;
  };
}

/** The owner of an owner's request (the guard has run). */
export function currentOwner(request: FastifyRequest): OwnerRow {
  if (!request.owner) throw unauthorized(OWNER_SESSION_NEEDED);
  return request.owner;
}
