// GET /api/admin/invites: the invites waiting to be accepted (expired ones too).

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { teamKeys } from './keys';

export const invitesQueryOptions = queryOptions({
  queryKey: teamKeys.invites(),
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/admin/invites', { signal }))).invites,
});

export function useInvites() {
  return useQuery(invitesQueryOptions);
}
