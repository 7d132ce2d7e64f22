// GET /api/admin/branches: the verification queue, pending first by due time, filtered, paged
// by cursor ("Load more" appends the next page).

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { storeKeys, type StoreListFilters } from './keys';

export const BRANCH_PAGE_SIZE = 20;

function storeListQueryOptions(filters: StoreListFilters) {
  return infiniteQueryOptions({
    queryKey: storeKeys.list(filters),
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await unwrap(
        api.GET('/api/admin/branches', {
          params: {
            query: {
              ...(filters.status ? { status: filters.status } : {}),
              ...(filters.q ? { q: filters.q } : {}),
              ...(pageParam ? { cursor: pageParam } : {}),
              limit: BRANCH_PAGE_SIZE,
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

export function useStoreList(filters: StoreListFilters) {
  return useInfiniteQuery(storeListQueryOptions(filters));
}
