// POST /api/admin/account/password: needs the current password; every other session ends, so
// the sessions list is read again.

import { unwrap } from '@kirana/api-client/errors';
import type { ChangePasswordBody } from '@kirana/domain/auth';
import { api } from '../../../lib/api-client';
import { refetch, useApiMutation } from '../../../lib/mutations';
import { accountKeys } from './keys';

export function useChangePassword() {
  return useApiMutation(
    async (body: ChangePasswordBody) => unwrap(api.POST('/api/admin/account/password', { body })),
    { onSuccess: (queryClient) => refetch(queryClient, accountKeys.sessions()) },
  );
}
