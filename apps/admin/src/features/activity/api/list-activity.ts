// GET /api/admin/activity: the audit log, newest first, filtered, paged by cursor.

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { activityKeys, type ActivityFilters } from './keys';

export const ACTIVITY_PAGE_SIZE = 25;

function activityQueryOptions(filters: ActivityFilters) {
  return infiniteQueryOptions({
    queryKey: activityKeys.list(filters),
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await unwrap(
        api.GET('/api/admin/activity', {
          params: {
            query: {
              ...filters,
              ...(pageParam ? { cursor: pageParam } : {}),
              limit: ACTIVITY_PAGE_SIZE,
            },
          },
          signal,
        }),
      );
      return data;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useActivity(filters: ActivityFilters) {
  return useInfiniteQuery(activityQueryOptions(filters));
}
