// GET /api/admin/admins: the team, by name, with each admin's last login.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { teamKeys } from './keys';

const teamQueryOptions = queryOptions({
  queryKey: teamKeys.admins(),
  queryFn: async ({ signal }) => {
    const { data } = await unwrap(api.GET('/api/admin/admins', { signal }));
    return data.admins;
  },
  staleTime: 5 * 60_000,
});

/** The team; `enabled: false` for a screen whose role may not read it (it then asks nothing). */
export function useTeam({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...teamQueryOptions, enabled });
}
