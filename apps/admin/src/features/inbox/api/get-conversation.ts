// GET /api/admin/conversations/{conversationId}: the conversation, its thread oldest first and
// how a reply can go now. Reading writes nothing.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { conversationKeys } from './keys';

export function conversationQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: conversationKeys.detail(conversationId),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/admin/conversations/{conversationId}', {
          params: { path: { conversationId } },
          signal,
        }),
      ),
  });
}

export function useConversation(conversationId: string) {
  return useQuery(conversationQueryOptions(conversationId));
}
