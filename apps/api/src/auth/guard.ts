// The bearer-token check of every secured operation (onRequest, before the body is read).
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import {
  API_AUTHENTICATION_REQUIRED,
  API_TOKEN_EXPIRED,
  API_TOKEN_INVALID,
} from '@kirana/domain/auth';
import { unauthorized } from '../errors.js';
import type { AdminRow } from '../repositories/admins.js';
import type { Repositories } from '../repositories/index.js';
import { tokenReader } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin on secured operations. */
    admin: AdminRow | null;
    /** The token's jti (its session id). */
    sessionId: string | null;
  }
}

export function authenticator(secret: string, repos: Repositories): onRequestHookHandler {
  const readToken = tokenReader(secret);
  return async (request) => {
    const header = request.headers.authorization;
    if (!header) throw unauthorized(API_AUTHENTICATION_REQUIRED);
    const match = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
    if (!match?.[1]) throw unauthorized(API_TOKEN_INVALID);
    const claims = readToken(match[1]);
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
