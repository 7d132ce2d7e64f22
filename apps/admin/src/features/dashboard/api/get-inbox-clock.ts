// GET /api/admin/inbox-clock: the inbox's 2-day answer week by week (the share answered in time
// and the median first response). Read afresh each time the dashboard opens.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

const inboxClockQueryOptions = queryOptions({
  queryKey: dashboardKeys.inboxClock(),
  queryFn: async ({ signal }) => {
    const { data } = await unwrap(api.GET('/api/admin/inbox-clock', { signal }));
    return data.weeks;
  },
  staleTime: 0,
});

export type InboxClockWeek = Awaited<
  ReturnType<NonNullable<(typeof inboxClockQueryOptions)['queryFn']>>
>[number];

export function useInboxClock() {
  return useQuery(inboxClockQueryOptions);
}
