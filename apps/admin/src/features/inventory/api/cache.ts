// The cache edits shared by the inventory mutations. Lists are pages ({ items, nextCursor }, as
// infinite queries hold them) or whole arrays (the lookups that read every page). An edit or a
// removal is applied to every cached list under a key prefix at once; what was created is
// fetched again (refreshLists), since only the server knows where it sorts and which filters
// it matches.

import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

interface Identified {
  _id: string;
}

/** One page of a cursor-paged list. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

type CachedList<T> = InfiniteData<Page<T>> | T[] | undefined;

function editLists<T extends Identified>(
  queryClient: QueryClient,
  prefix: QueryKey,
  change: (items: T[]) => T[],
): void {
  queryClient.setQueriesData<CachedList<T>>({ queryKey: prefix }, (data) => {
    if (!data) return data;
    if (Array.isArray(data)) return change(data);
    if (!('pages' in data)) return data;
    return { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) };
  });
}

/** Puts the edited item in place of the old one (keeping fields only a list adds, e.g. categoryName). */
export function replaceItem<T extends Identified>(
  queryClient: QueryClient,
  prefix: QueryKey,
  item: T,
): void {
  editLists<T>(queryClient, prefix, (items) =>
    items.map((current) => (current._id === item._id ? { ...current, ...item } : current)),
  );
}

export function removeItems<T extends Identified>(
  queryClient: QueryClient,
  prefix: QueryKey,
  ids: readonly string[],
): void {
  const gone = new Set(ids);
  editLists<T>(queryClient, prefix, (items) => items.filter((item) => !gone.has(item._id)));
}

/** Fetches every cached list under the prefix again (after something was created). */
export function refreshLists(queryClient: QueryClient, prefix: QueryKey): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: prefix });
}

/** Reads every page of a list, `limit` items at a time. */
export async function readAllPages<T>(
  readPage: (cursor: string | undefined) => Promise<Page<T>>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await readPage(cursor);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
