// One shape for the lists paged by cursor ("Load more" appends the next page): the first page is
// asked for without a cursor, each next one with the cursor the last page answered, until a page
// answers none.

import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** Where a page starts: no cursor for the first. */
export interface PageStart {
  cursor?: string;
}

/** The infinite query of a cursor-paged list; `readPage` asks for one page. */
export function cursorPages<TPage extends { nextCursor?: string | null }, TKey extends QueryKey>(
  queryKey: TKey,
  readPage: (start: PageStart, signal: AbortSignal) => Promise<TPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => readPage(pageParam ? { cursor: pageParam } : {}, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
