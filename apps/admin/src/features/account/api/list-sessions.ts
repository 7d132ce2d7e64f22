// GET /api/admin/account/sessions: where the signed-in admin is signed in, this one marked.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const sessionsQueryOptions = queryOptions({
  queryKey: accountKeys.sessions(),
  queryFn: async ({ signal }) => {
    const { data } = await unwrap(api.GET('/api/admin/account/sessions', { signal }));
    return data.sessions;
  },
});

export function useMySessions() {
  return useQuery(sessionsQueryOptions);
}
