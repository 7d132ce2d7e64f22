// GET /api/admin/account/sessions: where the signed-in admin is signed in, this one marked.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { accountKeys } from './keys';

export const sessionsQueryOptions = queryOptions({
  queryKey: accountKeys.sessions(),
  queryFn: async ({ signal }) =>
    (await dataOf(api.GET('/api/admin/account/sessions', { signal }))).sessions,
});

export function useMySessions() {
  return useQuery(sessionsQueryOptions);
}
