// GET /api/admin/canned-replies: every canned reply, by language and shortcut (the reply box's
// "/" list and the Owner's page read the same).

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { cannedReplyKeys } from './keys';

export const cannedRepliesQueryOptions = queryOptions({
  queryKey: cannedReplyKeys.lists(),
  queryFn: async ({ signal }) =>
    (await dataOf(api.GET('/api/admin/canned-replies', { signal }))).cannedReplies,
  staleTime: 5 * 60_000,
});

export function useCannedReplies() {
  return useQuery(cannedRepliesQueryOptions);
}
