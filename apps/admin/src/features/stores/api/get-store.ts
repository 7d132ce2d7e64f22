// GET /api/admin/branches/{branchId}: the store with its registration, documents (their ids:
// the review screen opens each with the admin's token) and history. Reads only.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { storeKeys } from './keys';

function storeQueryOptions(branchId: string) {
  return queryOptions({
    queryKey: storeKeys.detail(branchId),
    queryFn: async ({ signal }) => {
      const { data } = await unwrap(
        api.GET('/api/admin/branches/{branchId}', {
          params: { path: { branchId } },
          signal,
        }),
      );
      return data;
    },
    staleTime: 60_000,
  });
}

export type StoreDetail = Awaited<
  ReturnType<NonNullable<ReturnType<typeof storeQueryOptions>['queryFn']>>
>;

export function useStoreDetail(branchId: string) {
  return useQuery(storeQueryOptions(branchId));
}
