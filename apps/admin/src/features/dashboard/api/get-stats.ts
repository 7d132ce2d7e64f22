// GET /api/stats/orders/delivered, /api/stats/customers and /api/stats/branches: three bare
// numbers. A failed one counts as 0 and the card says the stats could not be loaded.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

const deliveredOrdersQueryOptions = queryOptions({
  queryKey: dashboardKeys.deliveredOrders(),
  queryFn: () => unwrap(api.GET('/api/stats/orders/delivered')),
});

const activeCustomersQueryOptions = queryOptions({
  queryKey: dashboardKeys.activeCustomers(),
  queryFn: () => unwrap(api.GET('/api/stats/customers')),
});

const activeBranchesQueryOptions = queryOptions({
  queryKey: dashboardKeys.activeBranches(),
  queryFn: () => unwrap(api.GET('/api/stats/branches')),
});

export interface Stats {
  deliveredOrders: number;
  activeCustomers: number;
  activeBranches: number;
  isLoading: boolean;
  isError: boolean;
}

export function useStats(): Stats {
  // Three queries of their own rather than useQueries, whose observer the first screen would load
  // for this card alone (issue 43).
  const delivered = useQuery(deliveredOrdersQueryOptions);
  const customers = useQuery(activeCustomersQueryOptions);
  const branches = useQuery(activeBranchesQueryOptions);
  const all = [delivered, customers, branches];
  return {
    deliveredOrders: delivered.data ?? 0,
    activeCustomers: customers.data ?? 0,
    activeBranches: branches.data ?? 0,
    isLoading: all.some((query) => query.isPending && query.fetchStatus !== 'idle'),
    isError: all.some((query) => query.isError),
  };
}
