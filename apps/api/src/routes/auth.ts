// Admin login, logout, profile and the login image. A right password starts the session, or,
// when a second step is due, a challenge that ./two-step.ts finishes (no session before it).
import {
  API_INVALID_CREDENTIALS,
  API_LOGIN_SUCCESS,
  API_LOGOUT_SUCCESS,
} from '@kirana/domain/auth';
import { API_RATE_LIMITED } from '@kirana/domain/common';
import { API_ENROLMENT_DUE, API_SECOND_STEP_DUE } from '@kirana/domain/two-step';
import { dummyHash, verifyPassword } from '../auth/passwords.js';
import { currentAdmin } from '../auth/guard.js';
import { clientOf, startAdminSession } from '../services/admin-sessions.js';
import type { Handlers } from '../contract/types.js';
import { HttpError } from '../errors.js';
import type { Deps } from './deps.js';
import { presentAdmin } from './present.js';
import { due as secondStepDue, open as openSecondStep } from '../services/two-step.js';

type AuthHandlers = Pick<
  Handlers,
  'adminLogin' | 'adminLogout' | 'getAdminProfile' | 'getLoginImage'
>;

export function authHandlers(deps: Deps): AuthHandlers {
  const { repos, db, beginLogin, twoStep } = deps;
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

      const rememberMe = body.rememberMe ?? false;
      const due = await secondStepDue(twoStep, admin);
      if (due) {
        // The attempt stays counted until the second step succeeds: wrong codes and password
        // failures share the login guard's limits.
        const challenge = await openSecondStep(twoStep, admin, due, rememberMe);
        return {
          status: 'success',
          message: due === 'code' ? API_SECOND_STEP_DUE : API_ENROLMENT_DUE,
          data: { secondStep: due, ...challenge },
        };
      }

      await attempt.succeeded();
      const data = await db.transaction((tx) =>
        startAdminSession(deps, admin, rememberMe, clientOf(request), tx),
      );
      return { status: 'success', message: API_LOGIN_SUCCESS, data };
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
