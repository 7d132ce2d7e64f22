// PATCH /api/admin/branches/{branchId}/{approve|reject|suspend|reinstate|reopen}: one decision,
// with its reason and note. The store's detail (status, history) and the queue are refetched.

import { unwrap } from '@kirana/api-client/errors';
import type { Branch } from '@kirana/api-client/types';
import type { StoreDecision, StoreReason } from '@kirana/domain/stores';
import { api } from '../../../lib/api-client';
import { refetch, useApiMutation } from '../../../lib/mutations';
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
  return useApiMutation(decideStore, {
    onSuccess: (queryClient, branch) =>
      refetch(queryClient, storeKeys.detail(branch._id), storeKeys.lists()),
  });
}
