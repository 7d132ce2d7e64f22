// PATCH /api/admin/branches/{branchId}/approve: pending becomes approved.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/client';
import type { Branch } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';
import { storeDecidedBranch } from './decide-branch';

export async function approveBranch(branchId: string): Promise<Branch> {
  const { data } = await unwrap(
    api.PATCH('/api/admin/branches/{branchId}/approve', { params: { path: { branchId } } }),
  );
  return data.branch;
}

export function useApproveBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveBranch,
    onSuccess: (branch) => storeDecidedBranch(queryClient, branch),
  });
}
