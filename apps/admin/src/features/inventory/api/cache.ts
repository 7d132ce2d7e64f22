// The cache edits shared by the inventory mutations. Lists are pages ({ items, nextCursor }, as
// infinite queries hold them) or whole arrays (the lookups that read every page). An edit or a
// removal is applied to every cached list under a key prefix at once; what was created is
// fetched again (`refetch` of lib/mutations), since only the server knows where it sorts and which filters
// it matches.

import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { PageStart } from '../../../lib/pages';
import { categoryKeys, productKeys } from './keys';

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

/** Takes categories out of the branch's lists, and their products' lists out of the cache. */
export function dropCategories(
  queryClient: QueryClient,
  branchId: string,
  categoryIds: readonly string[],
): void {
  removeItems(queryClient, categoryKeys.list(branchId), categoryIds);
  for (const id of categoryIds)
    queryClient.removeQueries({ queryKey: productKeys.list(branchId, id) });
}

/** Reads every page of a list, `limit` items at a time. */
export async function readAllPages<T>(
  readPage: (start: PageStart) => Promise<Page<T>>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await readPage(cursor ? { cursor } : {});
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
