// GET /api/admin/contact-messages: the inbox, newest first, filtered, paged by cursor.

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/client';
import { api } from '../../../lib/api-client';
import { inboxKeys, type InboxFilters } from './keys';

export const INBOX_PAGE_SIZE = 20;

function inboxQueryOptions(filters: InboxFilters) {
  return infiniteQueryOptions({
    queryKey: inboxKeys.list(filters),
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await unwrap(
        api.GET('/api/admin/contact-messages', {
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

export function useInbox(filters: InboxFilters) {
  return useInfiniteQuery(inboxQueryOptions(filters));
}
