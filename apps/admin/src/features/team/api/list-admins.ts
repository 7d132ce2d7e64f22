// GET /api/admin/admins: the team, by name, with each admin's last login.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { teamKeys } from './keys';

const teamQueryOptions = queryOptions({
  queryKey: teamKeys.admins(),
  queryFn: async ({ signal }) => (await dataOf(api.GET('/api/admin/admins', { signal }))).admins,
  staleTime: 5 * 60_000,
});

/** The team; `enabled: false` for a screen whose role may not read it (it then asks nothing). */
export function useTeam({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...teamQueryOptions, enabled });
}
