// GET /api/admin/data-requests/{requestId} (getDataRequest): one request, whole. Reading it
// writes nothing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@kirana/api-client/types';
import { api, dataOf } from '../../../lib/api-client';
import { dataRequestKeys } from './keys';

export type DataRequest = components['schemas']['DataRequest'];

function requestQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: dataRequestKeys.detail(requestId),
    queryFn: async ({ signal }) => {
      const { request } = await dataOf(
        api.GET('/api/admin/data-requests/{requestId}', {
          params: { path: { requestId } },
          signal,
        }),
      );
      return request;
    },
  });
}

export function useDataRequest(requestId: string) {
  return useQuery(requestQueryOptions(requestId));
}
