// GET /api/admin/activity: the audit log, newest first, filtered, paged by cursor.

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/client';
import type { operations } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';

export type ActivityFilters = Omit<
  NonNullable<operations['listActivity']['parameters']['query']>,
  'cursor' | 'limit'
>;

export const ACTIVITY_PAGE_SIZE = 25;

export const activityKeys = {
  all: ['activity'] as const,
  list: (filters: ActivityFilters) => [...activityKeys.all, filters] as const,
};

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
