import type { BranchStatus } from '@kirana/api-client/types';

export interface BranchListFilters {
  status?: BranchStatus;
  q?: string;
}

/** Query keys of stores: the queue's pages per filter, and each store by id. */
export const branchKeys = {
  all: ['branches'] as const,
  lists: () => [...branchKeys.all, 'list'] as const,
  list: (filters: BranchListFilters) => [...branchKeys.lists(), filters] as const,
  details: () => [...branchKeys.all, 'detail'] as const,
  detail: (branchId: string) => [...branchKeys.details(), branchId] as const,
};
