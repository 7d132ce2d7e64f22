// One key scheme for the store calls, so a decision can refresh the queue and the store it
// changed.
import type { BranchStatus } from '@kirana/api-client/types';

export interface StoreListFilters {
  status?: BranchStatus;
  q?: string;
}

/** Query keys of stores: the queue's pages per filter, and each store by id. */
export const storeKeys = {
  all: ['branches'] as const,
  lists: () => [...storeKeys.all, 'list'] as const,
  list: (filters: StoreListFilters) => [...storeKeys.lists(), filters] as const,
  details: () => [...storeKeys.all, 'detail'] as const,
  detail: (branchId: string) => [...storeKeys.details(), branchId] as const,
  hours: (branchId: string) => [...storeKeys.all, 'hours', branchId] as const,
};
