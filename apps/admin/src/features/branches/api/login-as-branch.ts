// POST /api/admin/auth/login-as-branch: verifies a branch id and answers the branch. The lookup
// form uses it as a mutation; the branch screen uses it as the query that (re)loads a branch by
// the id in the URL. Either way the answer is the cached branch.

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/client';
import type { Branch } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';
import { branchKeys } from './keys';

export async function loginAsBranch(branchId: string): Promise<Branch> {
  const { data } = await unwrap(
    api.POST('/api/admin/auth/login-as-branch', { body: { branchId } }),
  );
  return data.branch;
}

export function branchQueryOptions(branchId: string) {
  return queryOptions({
    queryKey: branchKeys.detail(branchId),
    queryFn: () => loginAsBranch(branchId),
    staleTime: 60_000,
  });
}

/** The branch with this id; `initial` (from navigation state) avoids a second request. */
export function useBranch(branchId: string, initial?: Branch) {
  return useQuery({
    ...branchQueryOptions(branchId),
    ...(initial && initial._id === branchId ? { initialData: initial } : {}),
  });
}

/** The branch lookup: verifies the id and caches the branch it answers. */
export function useLoginAsBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginAsBranch,
    onSuccess: (branch) => {
      queryClient.setQueryData(branchKeys.detail(branch._id), branch);
    },
  });
}
