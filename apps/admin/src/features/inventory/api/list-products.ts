// GET /api/branch/{branchId}/categories/{categoryId}/products: a category's products of one
// kind, searched and sorted, page by page ("Load more" appends the next); and every imported
// product of the category (all pages read), which the import dialog hides.

import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import type { Product } from '@kirana/api-client/types';
import { MAX_PAGE_SIZE } from '@kirana/domain/common';
import { INVENTORY_PAGE_SIZE } from '../../../config/inventory';
import { api } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/pages';
import { readAllPages, type Page } from './cache';
import { productKeys, type ProductFilters } from './keys';

async function readProducts(
  branchId: string,
  categoryId: string,
  query: ProductFilters & { cursor?: string; limit: number },
  signal: AbortSignal,
): Promise<Page<Product>> {
  const { data } = await unwrap(
    api.GET('/api/branch/{branchId}/categories/{categoryId}/products', {
      params: { path: { branchId, categoryId }, query },
      signal,
    }),
  );
  return { items: data.products, nextCursor: data.nextCursor };
}

function productPagesQueryOptions(branchId: string, categoryId: string, filters: ProductFilters) {
  return cursorPages(productKeys.pages(branchId, categoryId, filters), (start, signal) =>
    readProducts(
      branchId,
      categoryId,
      { ...filters, limit: INVENTORY_PAGE_SIZE, ...start },
      signal,
    ),
  );
}

export function useProductPages(branchId: string, categoryId: string, filters: ProductFilters) {
  return useInfiniteQuery(productPagesQueryOptions(branchId, categoryId, filters));
}

export function useImportedProducts(branchId: string, categoryId: string) {
  return useQuery(
    queryOptions({
      queryKey: productKeys.imported(branchId, categoryId),
      queryFn: ({ signal }) =>
        readAllPages((start) =>
          readProducts(
            branchId,
            categoryId,
            { kind: 'imported', limit: MAX_PAGE_SIZE, ...start },
            signal,
          ),
        ),
    }),
  );
}
