// GET /api/admin/branches: the verification queue, pending first by due time, filtered, paged
// by cursor ("Load more" appends the next page).

import { useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/pages';
import { storeKeys, type StoreListFilters } from './keys';

export const BRANCH_PAGE_SIZE = 20;

function storeListQueryOptions(filters: StoreListFilters) {
  return cursorPages(storeKeys.list(filters), async (start, signal) => {
    const { data } = await unwrap(
      api.GET('/api/admin/branches', {
        params: {
          query: {
            ...(filters.status ? { status: filters.status } : {}),
            ...(filters.q ? { q: filters.q } : {}),
            ...start,
            limit: BRANCH_PAGE_SIZE,
          },
        },
        signal,
      }),
    );
    return data;
  });
}

export function useStoreList(filters: StoreListFilters) {
  return useInfiniteQuery(storeListQueryOptions(filters));
}
