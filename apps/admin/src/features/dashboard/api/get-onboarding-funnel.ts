// GET /api/admin/onboarding-funnel: store registrations started, submitted and approved per
// week, and the 2-day promise kept. Read afresh each time the dashboard opens.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

const onboardingFunnelQueryOptions = queryOptions({
  queryKey: dashboardKeys.onboardingFunnel(),
  queryFn: async ({ signal }) => {
    const { data } = await unwrap(api.GET('/api/admin/onboarding-funnel', { signal }));
    return data;
  },
  staleTime: 0,
});

export type OnboardingFunnel = Awaited<
  ReturnType<NonNullable<(typeof onboardingFunnelQueryOptions)['queryFn']>>
>;

export function useOnboardingFunnel() {
  return useQuery(onboardingFunnelQueryOptions);
}
