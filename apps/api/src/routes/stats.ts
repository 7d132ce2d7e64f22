// The dashboard's three numbers, each a bare JSON number.
import type { Handlers } from '../contract/types.js';
import type { Deps } from './deps.js';

type StatsHandlers = Pick<
  Handlers,
  'getDeliveredOrdersCount' | 'getCustomersCount' | 'getActiveBranchesCount'
>;

export function statsHandlers({ repos }: Deps): StatsHandlers {
  return {
    getDeliveredOrdersCount: () => repos.stats.deliveredOrders(),
    getCustomersCount: () => repos.stats.activeCustomers(),
    getActiveBranchesCount: () => repos.stats.activeBranches(),
  };
}
