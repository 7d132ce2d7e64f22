// GET /api/admin/conversations/{conversationId}: the conversation, its thread oldest first and
// how a reply can go now. Reading writes nothing.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './keys';

export function conversationQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: conversationKeys.detail(conversationId),
    queryFn: async ({ signal }) => {
      const { data } = await unwrap(
        api.GET('/api/admin/conversations/{conversationId}', {
          params: { path: { conversationId } },
          signal,
        }),
      );
      return data;
    },
  });
}

export function useConversation(conversationId: string) {
  return useQuery(conversationQueryOptions(conversationId));
}
