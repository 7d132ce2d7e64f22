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

/**
 * A resource's list under `filters`, paged by cursor (its key: `keys.list(filters)`): each page is
 * asked for with the filters, where it starts and at most `limit` items.
 */
export function filteredPages<
  TFilters extends object,
  TPage extends { nextCursor?: string | null },
  TKey extends QueryKey,
>(
  keys: { list: (filters: TFilters) => TKey },
  filters: TFilters,
  limit: number,
  readPage: (
    query: TFilters & PageStart & { limit: number },
    signal: AbortSignal,
  ) => Promise<TPage>,
) {
  return cursorPages(keys.list(filters), (start, signal) =>
    readPage({ ...filters, ...start, limit }, signal),
  );
}
