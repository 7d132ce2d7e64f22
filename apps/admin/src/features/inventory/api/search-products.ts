// GET /api/branch/{branchId}/products: a search across every category of the store, one kind
// at a time, sorted, page by page ("Load more" appends the next).

import { useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import type { BranchProduct } from '@kirana/api-client/types';
import { INVENTORY_PAGE_SIZE } from '../../../config/inventory';
import { api } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/pages';
import type { Page } from './cache';
import { productKeys, type ProductFilters } from './keys';

function storeProductPagesQueryOptions(branchId: string, filters: ProductFilters) {
  return cursorPages(
    productKeys.search(branchId, filters),
    async (start, signal): Promise<Page<BranchProduct>> => {
      const { data } = await unwrap(
        api.GET('/api/branch/{branchId}/products', {
          params: {
            path: { branchId },
            query: { ...filters, limit: INVENTORY_PAGE_SIZE, ...start },
          },
          signal,
        }),
      );
      return { items: data.products, nextCursor: data.nextCursor };
    },
  );
}

export function useStoreProductPages(branchId: string, filters: ProductFilters) {
  return useInfiniteQuery(storeProductPagesQueryOptions(branchId, filters));
}
