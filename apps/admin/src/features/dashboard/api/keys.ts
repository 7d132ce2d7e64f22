/** Query keys of the dashboard: its headline numbers, what is waiting and the funnel and the inbox's clock. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  deliveredOrders: () => [...dashboardKeys.all, 'delivered-orders'] as const,
  activeCustomers: () => [...dashboardKeys.all, 'active-customers'] as const,
  activeBranches: () => [...dashboardKeys.all, 'active-branches'] as const,
  queues: () => [...dashboardKeys.all, 'queues'] as const,
  onboardingFunnel: () => [...dashboardKeys.all, 'onboarding-funnel'] as const,
  inboxClock: () => [...dashboardKeys.all, 'inbox-clock'] as const,
};
