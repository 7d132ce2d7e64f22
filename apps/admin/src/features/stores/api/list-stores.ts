// GET /api/admin/branches: the verification queue, pending first by due time, filtered, paged
// by cursor ("Load more" appends the next page).

import { useInfiniteQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { filteredPages } from '../../../lib/pages';
import { storeKeys, type StoreListFilters } from './keys';

export const BRANCH_PAGE_SIZE = 20;

function storeListQueryOptions(filters: StoreListFilters) {
  return filteredPages(storeKeys, filters, BRANCH_PAGE_SIZE, (query, signal) =>
    dataOf(api.GET('/api/admin/branches', { params: { query }, signal })),
  );
}

export function useStoreList(filters: StoreListFilters) {
  return useInfiniteQuery(storeListQueryOptions(filters));
}
