// The second step of an admin's sign-in, enrolment, and the reset of one's own factor: thin
// handlers over services/two-step.ts, which holds the rules.
import { API_LOGIN_SUCCESS } from '@kirana/domain/auth';
import { invalidFieldMessage } from '@kirana/domain/common';
import {
  API_SECOND_FACTOR_REPLACED,
  API_SECOND_FACTOR_RESET_STARTED,
  PASSWORD_WRONG,
  SECOND_FACTOR_MISSING,
} from '@kirana/domain/two-step';
import type { FastifyReply } from 'fastify';
import { currentAdmin } from '../auth/guard.js';
import { verifyPassword } from '../auth/passwords.js';
import type { Handlers } from '../contract/types.js';
import { HttpError } from '../errors.js';
import { clientOf, startAdminSession } from '../services/admin-sessions.js';
import {
  confirmReset,
  enrol,
  enrolmentSecret,
  signIn,
  startReset,
  typedCode,
} from '../services/two-step.js';
import type { Deps } from './deps.js';

type TwoStepHandlers = Pick<
  Handlers,
  | 'adminSecondStep'
  | 'getAdminEnrolmentSecret'
  | 'confirmAdminEnrolment'
  | 'startSecondFactorReset'
  | 'confirmSecondFactorReset'
>;

const retryAfter = (reply: FastifyReply) => (seconds: number) =>
  void reply.header('Retry-After', String(seconds));

export function twoStepHandlers(deps: Deps): TwoStepHandlers {
  const { db, twoStep } = deps;
  return {
    async adminSecondStep(request, reply) {
      const { challengeToken, ...codes } = request.body;
      const typed = typedCode(codes);
      const challenge = await signIn(twoStep, challengeToken, typed, request.ip, retryAfter(reply));
      const data = await db.transaction((tx) =>
        startAdminSession(deps, challenge.admin, challenge.rememberMe, clientOf(request), tx),
      );
      return { status: 'success', message: API_LOGIN_SUCCESS, data };
    },

    async getAdminEnrolmentSecret(request) {
      return {
        status: 'success',
        data: await enrolmentSecret(twoStep, request.body.challengeToken),
      };
    },

    async confirmAdminEnrolment(request, reply) {
      const { challengeToken, code } = request.body;
      const { recoveryCodes, result } = await enrol(
        twoStep,
        challengeToken,
        code,
        request.ip,
        retryAfter(reply),
        (challenge, tx) =>
          startAdminSession(deps, challenge.admin, challenge.rememberMe, clientOf(request), tx),
      );
      return { status: 'success', message: API_LOGIN_SUCCESS, data: { ...result, recoveryCodes } };
    },

    async startSecondFactorReset(request, reply) {
      const admin = currentAdmin(request);
      const { password, ...codes } = request.body;
      const typed = typedCode(codes);
      const valid = await verifyPassword(password, admin.passwordHash);
      const data = await startReset(
        twoStep,
        admin,
        { valid },
        typed,
        request.ip,
        retryAfter(reply),
        () => new HttpError(409, SECOND_FACTOR_MISSING),
        () =>
          new HttpError(
            400,
            invalidFieldMessage('password', PASSWORD_WRONG),
            'INVALID_CREDENTIALS',
          ),
      );
      return { status: 'success', message: API_SECOND_FACTOR_RESET_STARTED, data };
    },

    async confirmSecondFactorReset(request, reply) {
      const admin = currentAdmin(request);
      const { challengeToken, code } = request.body;
      const recoveryCodes = await confirmReset(
        twoStep,
        admin,
        challengeToken,
        code,
        request.ip,
        retryAfter(reply),
      );
      return { status: 'success', message: API_SECOND_FACTOR_REPLACED, data: { recoveryCodes } };
    },
  };
}
