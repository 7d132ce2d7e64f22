// GET /api/admin/inbox-assignees: the active teammates whose role answers the inbox, by name:
// the choices of a conversation's "Assigned to" and of the inbox's assignee filter (a role that
// answers the inbox reads them without reading the team).

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { assigneeKeys } from './keys';

export const conversationAssigneesQueryOptions = queryOptions({
  queryKey: assigneeKeys.lists(),
  queryFn: async ({ signal }) =>
    (await dataOf(api.GET('/api/admin/inbox-assignees', { signal }))).assignees,
  staleTime: 5 * 60_000,
});

/** The teammates; `enabled: false` for a role that does not answer the inbox (it asks nothing). */
export function useConversationAssignees({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...conversationAssigneesQueryOptions, enabled });
}
