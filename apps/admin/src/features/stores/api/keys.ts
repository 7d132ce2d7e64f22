// One key scheme for the store calls, so a decision can refresh the queue and the store it
// changed.
import type { BranchStatus } from '@kirana/api-client/types';
import { resourceKeys } from '../../../lib/query-keys';

export interface StoreListFilters {
  status?: BranchStatus;
  q?: string;
}

const branches = resourceKeys<StoreListFilters>('branches');

/** Query keys of stores: the queue's pages per filter, each store by id, and its hours. */
export const storeKeys = {
  ...branches,
  hours: (branchId: string) => [...branches.all, 'hours', branchId] as const,
};
