// POST /api/auth/admin/second-step: a code of the authenticator app, or a recovery code,
// finishes the sign-in and starts the session exactly as a login does.

import { unwrap } from '@kirana/api-client/errors';
import type { SecondStepRequest } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/requests';
import { startSession } from './login';

export type SecondStepBody = SecondStepRequest;

export function useSecondStep(rememberMe: boolean) {
  return useAction(async (body: SecondStepBody) => {
    const answer = await unwrap(api.POST('/api/auth/admin/second-step', { body }));
    startSession(answer.data, rememberMe);
    return answer;
  });
}
