// GET /api/admin/delivery-partners/applications/{applicationId}: the application with its
// documents (their ids: each is opened with the admin's token), the same phone's earlier
// applications, history and notifications. Reads only.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { applicationKeys } from './keys';

function applicationQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: applicationKeys.detail(applicationId),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/admin/delivery-partners/applications/{applicationId}', {
          params: { path: { applicationId } },
          signal,
        }),
      ),
    staleTime: 60_000,
  });
}

export type ApplicationDetail = Awaited<
  ReturnType<NonNullable<ReturnType<typeof applicationQueryOptions>['queryFn']>>
>;

export function useApplicationDetail(applicationId: string) {
  return useQuery(applicationQueryOptions(applicationId));
}
