// The cache update shared by approve and reject: the answered branch replaces the cached one,
// and the lists (ordered pending first, filtered by status) are refetched.

import type { QueryClient } from '@tanstack/react-query';
import type { Branch } from '@kirana/api-client/types';
import { branchKeys } from './keys';

export function storeDecidedBranch(queryClient: QueryClient, branch: Branch): Promise<void> {
  queryClient.setQueryData(branchKeys.detail(branch._id), branch);
  return queryClient.invalidateQueries({ queryKey: branchKeys.lists() });
}
