// GET /api/admin/branches: the verification queue, pending first, filtered and paged.

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/client';
import { api } from '../../../lib/api-client';
import { branchKeys, type BranchListFilters } from './keys';

export const BRANCH_PAGE_SIZE = 20;

export function branchListQueryOptions(filters: BranchListFilters) {
  return queryOptions({
    queryKey: branchKeys.list(filters),
    queryFn: async ({ signal }) => {
      const { data } = await unwrap(
        api.GET('/api/admin/branches', {
          params: {
            query: {
              ...(filters.status ? { status: filters.status } : {}),
              ...(filters.q ? { q: filters.q } : {}),
              page: filters.page,
              pageSize: filters.pageSize,
            },
          },
          signal,
        }),
      );
      return data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useBranchList(filters: BranchListFilters) {
  return useQuery(branchListQueryOptions(filters));
}
