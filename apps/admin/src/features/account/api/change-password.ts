// POST /api/admin/account/password: needs the current password; every other session ends, so
// the sessions list is read again.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import type { ChangePasswordBody } from '@kirana/domain/auth';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) =>
      unwrap(api.POST('/api/admin/account/password', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
