// GET /api/admin/conversations: the inbox, what is due first, filtered, paged by cursor; the
// first page carries the counts of the filter tabs.

import { useInfiniteQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { filteredPages } from '../../../lib/pages';
import { conversationKeys, type ConversationFilters } from './keys';

export const INBOX_PAGE_SIZE = 20;

export function conversationsQueryOptions(filters: ConversationFilters) {
  return filteredPages(conversationKeys, filters, INBOX_PAGE_SIZE, (query, signal) =>
    dataOf(api.GET('/api/admin/conversations', { params: { query }, signal })),
  );
}

export function useConversations(filters: ConversationFilters) {
  return useInfiniteQuery(conversationsQueryOptions(filters));
}
