// PATCH /api/admin/branches/{branchId}/{approve|reject|suspend|reinstate|reopen}: one decision,
// with its reason and note. The store's detail (status, history) and the queue are refetched.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import type { Branch } from '@kirana/api-client/types';
import type { StoreDecision, StoreReason } from '@kirana/domain/stores';
import { api } from '../../../lib/api-client';
import { storeKeys } from './keys';

export interface DecisionInput {
  /** The store's id. */
  id: string;
  decision: StoreDecision;
  reason?: StoreReason;
  note?: string;
}

const PATHS = {
  approve: '/api/admin/branches/{branchId}/approve',
  reject: '/api/admin/branches/{branchId}/reject',
  suspend: '/api/admin/branches/{branchId}/suspend',
  reinstate: '/api/admin/branches/{branchId}/reinstate',
  reopen: '/api/admin/branches/{branchId}/reopen',
} as const;

export async function decideStore({
  id: branchId,
  decision,
  reason,
  note,
}: DecisionInput): Promise<Branch> {
  const body = { ...(reason ? { reason } : {}), ...(note ? { note } : {}) } as never;
  const { data } = await unwrap(
    api.PATCH(PATHS[decision], { params: { path: { branchId } }, body }),
  );
  return data.branch;
}

export function useDecideStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideStore,
    onSuccess: async (branch) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.detail(branch._id) }),
        queryClient.invalidateQueries({ queryKey: storeKeys.lists() }),
      ]);
    },
  });
}
