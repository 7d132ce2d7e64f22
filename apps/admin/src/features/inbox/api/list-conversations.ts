// GET /api/admin/conversations: the inbox, what is due first, filtered, paged by cursor; the
// first page carries the counts of the filter tabs.

import { useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/pages';
import { conversationKeys, type ConversationFilters } from './keys';

export const INBOX_PAGE_SIZE = 20;

export function conversationsQueryOptions(filters: ConversationFilters) {
  return cursorPages(conversationKeys.list(filters), async (start, signal) => {
    const { data } = await unwrap(
      api.GET('/api/admin/conversations', {
        params: { query: { ...filters, ...start, limit: INBOX_PAGE_SIZE } },
        signal,
      }),
    );
    return data;
  });
}

export function useConversations(filters: ConversationFilters) {
  return useInfiniteQuery(conversationsQueryOptions(filters));
}
