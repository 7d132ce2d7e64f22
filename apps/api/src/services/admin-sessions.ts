// Starting an admin's session: a token of 30 days or 8 hours (remember-me), its row in
// `sessions`, the last login. The login without a second step and each way of finishing one
// end here, so the three answer the same session.
import { sessionExpiresAt } from '@kirana/domain/auth';
import { issueToken } from '../auth/tokens.js';
import type { Config } from '../config.js';
import type { Queryable } from '../db/adapter.js';
import type { AdminRow } from '../repositories/admins.js';
import type { Repositories } from '../repositories/index.js';
import { presentAdmin } from '../routes/present.js';

/** Where a session was started from: shown in My account's sessions. */
export interface SessionClient {
  userAgent: string | null;
  ipAddress: string;
}

/** The session client of a request: its User-Agent and address. */
export function clientOf(request: {
  headers: { 'user-agent'?: string | undefined };
  ip: string;
}): SessionClient {
  return { userAgent: request.headers['user-agent'] ?? null, ipAddress: request.ip };
}

export async function startAdminSession(
  deps: { config: Config; repos: Repositories },
  admin: AdminRow,
  rememberMe: boolean,
  client: SessionClient,
  tx: Queryable,
) {
  const expiresAt = new Date(sessionExpiresAt(Date.now(), rememberMe));
  const issued = await issueToken(deps.config.authSecret, admin.id, expiresAt);
  await deps.repos.sessions.create({ id: issued.jti, adminId: admin.id, expiresAt, ...client }, tx);
  await deps.repos.admins.recordLogin(admin.id, tx);
  await deps.repos.sessions.prune(tx);
  return {
    admin: presentAdmin(admin),
    accessToken: issued.token,
    expiresAt: expiresAt.toISOString(),
  };
}
