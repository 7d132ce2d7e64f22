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

export async function startAdminSession(
  deps: { config: Config; repos: Repositories },
  admin: AdminRow,
  rememberMe: boolean,
  tx: Queryable,
) {
  const expiresAt = new Date(sessionExpiresAt(Date.now(), rememberMe));
  const issued = await issueToken(deps.config.authSecret, admin.id, expiresAt);
  await deps.repos.sessions.create({ id: issued.jti, adminId: admin.id, expiresAt }, tx);
  await deps.repos.admins.recordLogin(admin.id, tx);
  await deps.repos.sessions.prune(tx);
  return {
    admin: presentAdmin(admin),
    accessToken: issued.token,
    expiresAt: expiresAt.toISOString(),
  };
}
