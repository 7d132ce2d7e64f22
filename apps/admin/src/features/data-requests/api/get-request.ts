// GET /api/admin/data-requests/{requestId} (getDataRequest): one request, whole. Reading it
// writes nothing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import type { components } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';
import { dataRequestKeys } from './keys';

export type DataRequest = components['schemas']['DataRequest'];

function requestQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: dataRequestKeys.detail(requestId),
    queryFn: async ({ signal }) => {
      const { data } = await unwrap(
        api.GET('/api/admin/data-requests/{requestId}', {
          params: { path: { requestId } },
          signal,
        }),
      );
      return data.request;
    },
  });
}

export function useDataRequest(requestId: string) {
  return useQuery(requestQueryOptions(requestId));
}
