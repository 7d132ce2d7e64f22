// GET /api/admin/profile: the signed-in admin, asked for only when the session has none cached.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { getSession, useSession } from '../../../lib/session';
import { adminKeys } from './keys';

export const profileQueryOptions = queryOptions({
  queryKey: adminKeys.profile(),
  queryFn: async () => {
    const { data } = await unwrap(api.GET('/api/admin/profile'));
    getSession().setAdmin(data.admin);
    return data.admin;
  },
  retry: false,
  staleTime: Infinity,
});

/** The admin: from the session when cached, else fetched once. */
export function useAdminProfile() {
  const cached = useSession((state) => state.admin);
  const query = useQuery({ ...profileQueryOptions, enabled: cached === null });
  return {
    admin: cached ?? query.data ?? null,
    isError: query.isError,
    isLoading: query.isLoading,
  };
}
