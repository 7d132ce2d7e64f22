// Enrolment at sign-in: the new secret of the challenge (a read, the same each time), then its
// confirmation with a first code, which answers the session and the recovery codes. The session
// starts only when the admin says they saved the codes (`startSession`), so the codes stay on
// screen until then.

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/client';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function enrolmentSecretOptions(challengeToken: string) {
  return queryOptions({
    queryKey: [...adminKeys.all, 'enrolment-secret', challengeToken] as const,
    queryFn: async () =>
      (await unwrap(api.POST('/api/auth/admin/enrolment/secret', { body: { challengeToken } })))
        .data,
    retry: false,
    staleTime: Infinity,
  });
}

export function useEnrolmentSecret(challengeToken: string) {
  return useQuery(enrolmentSecretOptions(challengeToken));
}

export function useConfirmEnrolment() {
  return useMutation({
    mutationFn: async (body: { challengeToken: string; code: string }) =>
      (await unwrap(api.POST('/api/auth/admin/enrolment/confirm', { body }))).data,
  });
}
