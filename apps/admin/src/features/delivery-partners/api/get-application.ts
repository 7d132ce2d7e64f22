// GET /api/admin/delivery-partners/applications/{applicationId}: the application with its
// documents (signed links that expire in minutes, so it is refetched well before), the same
// phone's earlier applications, history and notifications. Reads only.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/client';
import { DOCUMENT_LINK_MINUTES } from '@kirana/domain/stores';
import { api } from '../../../lib/api-client';
import { applicationKeys } from './keys';

function applicationQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: applicationKeys.detail(applicationId),
    queryFn: async ({ signal }) => {
      const { data } = await unwrap(
        api.GET('/api/admin/delivery-partners/applications/{applicationId}', {
          params: { path: { applicationId } },
          signal,
        }),
      );
      return data;
    },
    staleTime: 60_000,
    // Document links live DOCUMENT_LINK_MINUTES: a screen left open gets fresh ones a minute
    // before they expire.
    refetchInterval: (DOCUMENT_LINK_MINUTES - 1) * 60_000,
  });
}

export type ApplicationDetail = Awaited<
  ReturnType<NonNullable<ReturnType<typeof applicationQueryOptions>['queryFn']>>
>;

export function useApplicationDetail(applicationId: string) {
  return useQuery(applicationQueryOptions(applicationId));
}
