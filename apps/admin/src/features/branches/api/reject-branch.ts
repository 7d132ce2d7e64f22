// PATCH /api/admin/branches/{branchId}/reject: pending becomes rejected.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/client';
import type { Branch } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';
import { storeDecidedBranch } from './decide-branch';

export async function rejectBranch(branchId: string): Promise<Branch> {
  const { data } = await unwrap(
    api.PATCH('/api/admin/branches/{branchId}/reject', { params: { path: { branchId } } }),
  );
  return data.branch;
}

export function useRejectBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectBranch,
    onSuccess: (branch) => storeDecidedBranch(queryClient, branch),
  });
}
