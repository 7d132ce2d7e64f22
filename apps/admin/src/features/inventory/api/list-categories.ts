// GET /api/branch/{branchId}/categories: the branch's categories of one kind, page by page
// ("Load more" appends the next), or every category (all pages read) for lookups by id.

import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import type { Category, ItemKind } from '@kirana/api-client/types';
import { MAX_PAGE_SIZE } from '@kirana/domain/common';
import { INVENTORY_PAGE_SIZE } from '../../../config/inventory';
import { api } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/pages';
import { readAllPages, type Page } from './cache';
import { categoryKeys } from './keys';

async function readCategories(
  branchId: string,
  query: { kind?: ItemKind; cursor?: string; limit: number },
  signal: AbortSignal,
): Promise<Page<Category>> {
  const { data } = await unwrap(
    api.GET('/api/branch/{branchId}/categories', {
      params: { path: { branchId }, query },
      signal,
    }),
  );
  return { items: data.categories, nextCursor: data.nextCursor };
}

function categoryPagesQueryOptions(branchId: string, kind: ItemKind) {
  return cursorPages(categoryKeys.pages(branchId, kind), (start, signal) =>
    readCategories(branchId, { kind, limit: INVENTORY_PAGE_SIZE, ...start }, signal),
  );
}

export function useCategoryPages(branchId: string, kind: ItemKind) {
  return useInfiniteQuery(categoryPagesQueryOptions(branchId, kind));
}

function allCategoriesQueryOptions(branchId: string) {
  return queryOptions({
    queryKey: categoryKeys.everything(branchId),
    queryFn: ({ signal }) =>
      readAllPages((start) => readCategories(branchId, { limit: MAX_PAGE_SIZE, ...start }, signal)),
  });
}

/** Every category of the branch (a store has tens, read 100 a page). */
export function useAllCategories(branchId: string) {
  return useQuery(allCategoriesQueryOptions(branchId));
}
