// My account: change my password (the other sessions end), where I am signed in, and ending
// one session or all the others. Every role may (x-permission `account`).
import {
  API_OTHER_SESSIONS_ENDED,
  API_PASSWORD_CHANGED,
  API_SESSION_ENDED,
  CURRENT_PASSWORD_WRONG,
  NEW_PASSWORD_SAME,
  SESSION_NOT_FOUND,
} from '@kirana/domain/auth';
import { API_RATE_LIMITED, invalidFieldMessage } from '@kirana/domain/common';
import {
  PASSWORD_HAS_PERSONAL_WORDS,
  PASSWORD_TOO_COMMON,
  passwordHasPersonalWords,
} from '@kirana/domain/password-rules';
import { describeDevice } from '../auth/device.js';
import { currentAdmin } from '../auth/guard.js';
import { loginGuard, loginPolicy } from '../auth/login-guard.js';
import { isCommonPassword } from '../auth/common-passwords.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { Handlers } from '../contract/types.js';
import { HttpError, badRequest, notFound } from '../errors.js';
import type { Deps } from './deps.js';

type AccountHandlers = Pick<
  Handlers,
  'changeMyPassword' | 'listMySessions' | 'endMySession' | 'endMyOtherSessions'
>;

export function accountHandlers({ repos, services, limiter, config }: Deps): AccountHandlers {
  // A wrong current password counts as a failed sign-in: a stolen token cannot guess faster.
  const beginAttempt = loginGuard(limiter, loginPolicy(config.loginRateLimit));
  return {
    async changeMyPassword(request, reply) {
      const admin = currentAdmin(request);
      const { currentPassword, newPassword } = request.body;
      const attempt = await beginAttempt(admin.email, request.ip);
      if (!attempt.allowed) {
        reply.header('Retry-After', String(attempt.retryAfter));
        throw new HttpError(429, API_RATE_LIMITED);
      }
      if (!(await verifyPassword(currentPassword, admin.passwordHash))) {
        await attempt.failed();
        throw badRequest(invalidFieldMessage('currentPassword', CURRENT_PASSWORD_WRONG));
      }
      await attempt.succeeded();
      if (newPassword === currentPassword) {
        throw badRequest(invalidFieldMessage('newPassword', NEW_PASSWORD_SAME));
      }
      if (passwordHasPersonalWords(newPassword, admin)) {
        throw badRequest(invalidFieldMessage('newPassword', PASSWORD_HAS_PERSONAL_WORDS));
      }
      if (isCommonPassword(newPassword)) {
        throw badRequest(invalidFieldMessage('newPassword', PASSWORD_TOO_COMMON));
      }
      const passwordHash = await hashPassword(newPassword);
      const ended = await services.audited(
        admin,
        async (tx) => {
          if (!(await repos.admins.changePassword(admin.id, passwordHash, admin.passwordHash, tx)))
            throw badRequest(invalidFieldMessage('currentPassword', CURRENT_PASSWORD_WRONG));
          return (await repos.sessions.revokeOthers(admin.id, request.sessionId ?? '', tx)).length;
        },
        (sessionsEnded) => ({
          action: 'change-password',
          entity: 'admin',
          entityId: admin.id,
          details: { name: admin.name, sessionsEnded },
        }),
      );
      return { status: 'success', message: API_PASSWORD_CHANGED, data: { ended } };
    },

    async listMySessions(request) {
      const admin = currentAdmin(request);
      const sessions = await repos.sessions.listOf(admin.id);
      return {
        status: 'success',
        data: {
          sessions: sessions.map((session) => ({
            _id: session.id,
            device: describeDevice(session.userAgent),
            userAgent: session.userAgent,
            ipAddress: session.ipAddress,
            createdAt: session.createdAt,
            lastSeenAt: session.lastSeenAt,
            expiresAt: session.expiresAt,
            current: session.id === request.sessionId,
          })),
        },
      };
    },

    async endMySession(request) {
      const admin = currentAdmin(request);
      const ended = await repos.sessions.revokeOf(admin.id, request.params.sessionId);
      if (!ended) throw notFound(SESSION_NOT_FOUND);
      return { status: 'success', message: API_SESSION_ENDED };
    },

    async endMyOtherSessions(request) {
      const admin = currentAdmin(request);
      const ids = await repos.sessions.revokeOthers(admin.id, request.sessionId ?? '');
      return { status: 'success', message: API_OTHER_SESSIONS_ENDED, data: { ended: ids.length } };
    },
  };
}
