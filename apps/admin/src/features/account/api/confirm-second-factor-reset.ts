// POST /api/admin/account/second-factor/confirm: a code of the new secret replaces the factor;
// the answer is the ten new recovery codes (the old ones stop working).

import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';

export function useConfirmSecondFactorReset() {
  return useMutation({
    mutationFn: async (body: { challengeToken: string; code: string }) =>
      (await unwrap(api.POST('/api/admin/account/second-factor/confirm', { body }))).data
        .recoveryCodes,
  });
}
