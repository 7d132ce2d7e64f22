// What a log line says of a request: Fastify's default fields, with the secret of a signed
// upload address (its `signature` parameter) hidden, so that reading the logs does not give the
// right to upload, a store finder visitor's location (`lat`, `lng`) never written, and an
// invite link's token (`/api/invites/<token>`) hidden: it is the key of a new admin account.
import type { FastifyRequest } from 'fastify';

/**
 * Values no log line carries, wherever they sit in the logged object (the logger censors them,
 * in every environment): sign-in codes and invite links of notifications, passwords, tokens and
 * the Authorization header.
 */
export const LOG_REDACT_PATHS = [
  'notification.params.code',
  'notification.params.inviteLink',
  '*.params.code',
  '*.params.inviteLink',
  'params.code',
  'params.inviteLink',
  'inviteLink',
  'password',
  '*.password',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
  'req.headers.authorization',
  'headers.authorization',
];

const SECRET_PARAMETER = /([?&](?:signature|lat|lng)=)[^&#]*/gi;

/** The address with the value of every `signature`, `lat` and `lng` parameter replaced. */
const INVITE_TOKEN = /^(\/api\/invites\/)[^/?#]+/;

export function addressForLog(url: string): string {
  return url.replace(SECRET_PARAMETER, '$1[hidden]').replace(INVITE_TOKEN, '$1[hidden]');
}

/** Fastify's `req` log serializer. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: addressForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
