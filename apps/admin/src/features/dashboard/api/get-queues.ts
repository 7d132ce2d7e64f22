// GET /api/admin/dashboard: what is waiting (stores, partner applications, new messages) and the
// last ten audit entries, in one request. Read afresh each time the dashboard opens.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

const queuesQueryOptions = queryOptions({
  queryKey: dashboardKeys.queues(),
  queryFn: async ({ signal }) => {
    const { data } = await unwrap(api.GET('/api/admin/dashboard', { signal }));
    return data;
  },
  staleTime: 0,
});

export function useQueues() {
  return useQuery(queuesQueryOptions);
}
