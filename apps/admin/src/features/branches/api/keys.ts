import type { BranchStatus } from '@kirana/api-client/types';

export interface BranchListFilters {
  status?: BranchStatus;
  q?: string;
  page: number;
  pageSize: number;
}

/** Query keys of branches: the paged lists and each branch by id. */
export const branchKeys = {
  all: ['branches'] as const,
  lists: () => [...branchKeys.all, 'list'] as const,
  list: (filters: BranchListFilters) => [...branchKeys.lists(), filters] as const,
  details: () => [...branchKeys.all, 'detail'] as const,
  detail: (branchId: string) => [...branchKeys.details(), branchId] as const,
};
