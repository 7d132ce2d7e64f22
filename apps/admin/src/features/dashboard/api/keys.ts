/** Query keys of the dashboard's headline numbers. */
export const statsKeys = {
  all: ['stats'] as const,
  deliveredOrders: () => [...statsKeys.all, 'delivered-orders'] as const,
  activeCustomers: () => [...statsKeys.all, 'active-customers'] as const,
  activeBranches: () => [...statsKeys.all, 'active-branches'] as const,
};
