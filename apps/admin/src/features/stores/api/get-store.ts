// GET /api/admin/branches/{branchId}: the store with its registration, documents (their ids:
// the review screen opens each with the admin's token) and history. Reads only.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { storeKeys } from './keys';

function storeQueryOptions(branchId: string) {
  return queryOptions({
    queryKey: storeKeys.detail(branchId),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/admin/branches/{branchId}', { params: { path: { branchId } }, signal })),
    staleTime: 60_000,
  });
}

export type StoreDetail = Awaited<
  ReturnType<NonNullable<ReturnType<typeof storeQueryOptions>['queryFn']>>
>;

export function useStoreDetail(branchId: string) {
  return useQuery(storeQueryOptions(branchId));
}
