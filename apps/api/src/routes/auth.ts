// Admin login, logout, profile and the login image.
import {
  sessionExpiresAt,
  API_INVALID_CREDENTIALS,
  API_LOGIN_SUCCESS,
  API_LOGOUT_SUCCESS,
} from '@kirana/domain/auth';
import { API_RATE_LIMITED } from '@kirana/domain/common';
import { dummyHash, verifyPassword } from '../auth/passwords.js';
import { loginGuard, loginPolicy } from '../auth/login-guard.js';
import { issueToken } from '../auth/tokens.js';
import { currentAdmin } from '../auth/guard.js';
import type { Handlers } from '../contract/types.js';
import { HttpError } from '../errors.js';
import type { Deps } from './deps.js';
import { presentAdmin } from './present.js';

type AuthHandlers = Pick<
  Handlers,
  'adminLogin' | 'adminLogout' | 'getAdminProfile' | 'getLoginImage'
>;

export function authHandlers(deps: Deps): AuthHandlers {
  const { repos, limiter, config, db } = deps;
  const beginLogin = loginGuard(limiter, loginPolicy(config.loginRateLimit));
  return {
    async adminLogin(request, reply) {
      const body = request.body;
      const attempt = await beginLogin(body.email, request.ip);
      if (!attempt.allowed) {
        reply.header('Retry-After', String(attempt.retryAfter));
        throw new HttpError(429, API_RATE_LIMITED);
      }

      const admin = await repos.admins.findByEmail(body.email);
      // The same work whether or not the e-mail exists: the answer never tells.
      const valid = await verifyPassword(body.password, admin?.passwordHash ?? (await dummyHash));
      // A deactivated admin is answered exactly as a wrong password.
      if (!admin || !valid || admin.deactivatedAt) {
        await attempt.failed();
        throw new HttpError(401, API_INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
      }

      await attempt.succeeded();
      const expiresAt = new Date(sessionExpiresAt(Date.now(), body.rememberMe));
      const issued = await issueToken(config.authSecret, admin.id, expiresAt);
      await db.transaction(async (tx) => {
        await repos.sessions.create({ id: issued.jti, adminId: admin.id, expiresAt }, tx);
        await repos.admins.recordLogin(admin.id, tx);
        await repos.sessions.prune(tx);
      });
      return {
        status: 'success',
        message: API_LOGIN_SUCCESS,
        data: {
          admin: presentAdmin(admin),
          accessToken: issued.token,
          expiresAt: expiresAt.toISOString(),
        },
      };
    },

    async adminLogout(request) {
      if (request.sessionId) await repos.sessions.revoke(request.sessionId);
      return { status: 'success', message: API_LOGOUT_SUCCESS };
    },

    async getAdminProfile(request) {
      return { status: 'success', data: { admin: presentAdmin(currentAdmin(request)) } };
    },

    async getLoginImage() {
      return { status: 'success', data: { imageUrl: null } };
    },
  };
}
