// POST /api/admin/account/second-factor/reset: the password and a current code (or a recovery
// code) open the replacement of one's authenticator app; the answer is the new secret and its
// challenge. Nothing changes on the server until ./confirm-second-factor-reset.ts.

import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import type { paths } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';

export type StartResetBody =
  paths['/api/admin/account/second-factor/reset']['post']['requestBody']['content']['application/json'];

export function useStartSecondFactorReset() {
  return useMutation({
    mutationFn: async (body: StartResetBody) =>
      (await unwrap(api.POST('/api/admin/account/second-factor/reset', { body }))).data,
  });
}
