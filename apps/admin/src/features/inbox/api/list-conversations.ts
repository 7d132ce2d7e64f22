// GET /api/admin/conversations: the inbox, what is due first, filtered, paged by cursor; the
// first page carries the counts of the filter tabs.

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { conversationKeys, type ConversationFilters } from './keys';

export const INBOX_PAGE_SIZE = 20;

export function conversationsQueryOptions(filters: ConversationFilters) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.list(filters),
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await unwrap(
        api.GET('/api/admin/conversations', {
          params: {
            query: {
              ...filters,
              ...(pageParam ? { cursor: pageParam } : {}),
              limit: INBOX_PAGE_SIZE,
            },
          },
          signal,
        }),
      );
      return data;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useConversations(filters: ConversationFilters) {
  return useInfiniteQuery(conversationsQueryOptions(filters));
}
