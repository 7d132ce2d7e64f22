// The cache edits shared by the inventory mutations: append what was created, replace what was
// edited, take out what was removed.

import type { QueryClient, QueryKey } from '@tanstack/react-query';

interface Identified {
  _id: string;
}

export function appendItems<T extends Identified>(
  queryClient: QueryClient,
  key: QueryKey,
  items: readonly T[],
): void {
  queryClient.setQueryData<T[]>(key, (list) => {
    if (!list) return list;
    const known = new Set(list.map((item) => item._id));
    return [...list, ...items.filter((item) => !known.has(item._id))];
  });
}

export function replaceItem<T extends Identified>(
  queryClient: QueryClient,
  key: QueryKey,
  item: T,
): void {
  queryClient.setQueryData<T[]>(key, (list) =>
    list?.map((current) => (current._id === item._id ? item : current)),
  );
}

export function removeItems<T extends Identified>(
  queryClient: QueryClient,
  key: QueryKey,
  ids: readonly string[],
): void {
  const gone = new Set(ids);
  queryClient.setQueryData<T[]>(key, (list) => list?.filter((item) => !gone.has(item._id)));
}
