// POST /api/auth/admin/second-step: a code of the authenticator app, or a recovery code,
// finishes the sign-in and starts the session exactly as a login does.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/client';
import type { SecondStepRequest } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';
import { startSession } from './login';

export type SecondStepBody = SecondStepRequest;

export function useSecondStep(rememberMe: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondStepBody) => unwrap(api.POST('/api/auth/admin/second-step', { body })),
    onSuccess: ({ data }) => startSession(queryClient, data, rememberMe),
  });
}
