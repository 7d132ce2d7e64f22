// GET /api/admin/invites: the invites waiting to be accepted (expired ones too).

import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { teamKeys } from './keys';

export const invitesQueryOptions = queryOptions({
  queryKey: teamKeys.invites(),
  queryFn: async ({ signal }) => {
    const { data } = await unwrap(api.GET('/api/admin/invites', { signal }));
    return data.invites;
  },
});

export function useInvites() {
  return useQuery(invitesQueryOptions);
}
