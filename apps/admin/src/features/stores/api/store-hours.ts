// GET and PUT /api/admin/branches/{branchId}/hours: a store's opening hours and temporary
// closure, and whether it is open now. Saving refetches them and the store (its history).

import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import type { StoreHours, StoreHoursRequest } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';
import { storeAndRefetch, useApiMutation } from '../../../lib/mutations';
import { storeKeys } from './keys';

export type { StoreHours, StoreHoursRequest };

function storeHoursQueryOptions(branchId: string) {
  return queryOptions({
    queryKey: storeKeys.hours(branchId),
    queryFn: async ({ signal }) => {
      const { data } = await unwrap(
        api.GET('/api/admin/branches/{branchId}/hours', { params: { path: { branchId } }, signal }),
      );
      return data.storeHours;
    },
    // "Open now" turns to "Closed" on its own: read again every minute while shown.
    refetchInterval: 60_000,
  });
}

export function useStoreHours(branchId: string) {
  return useQuery(storeHoursQueryOptions(branchId));
}

export function useSetStoreHours(branchId: string) {
  return useApiMutation(
    async (body: StoreHoursRequest) => {
      const { data } = await unwrap(
        api.PUT('/api/admin/branches/{branchId}/hours', { params: { path: { branchId } }, body }),
      );
      return data.storeHours;
    },
    {
      onSuccess: (queryClient, saved) =>
        storeAndRefetch(queryClient, storeKeys.hours(branchId), saved, storeKeys.detail(branchId)),
    },
  );
}
