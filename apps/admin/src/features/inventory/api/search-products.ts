// GET /api/branch/{branchId}/products: a search across every category of the store, one kind
// at a time, sorted, page by page ("Load more" appends the next).

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import type { BranchProduct } from '@kirana/api-client/types';
import { INVENTORY_PAGE_SIZE } from '../../../config/inventory';
import { api } from '../../../lib/api-client';
import type { Page } from './cache';
import { productKeys, type ProductFilters } from './keys';

function storeProductPagesQueryOptions(branchId: string, filters: ProductFilters) {
  return infiniteQueryOptions({
    queryKey: productKeys.search(branchId, filters),
    queryFn: async ({ pageParam, signal }): Promise<Page<BranchProduct>> => {
      const { data } = await unwrap(
        api.GET('/api/branch/{branchId}/products', {
          params: {
            path: { branchId },
            query: {
              ...filters,
              limit: INVENTORY_PAGE_SIZE,
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
          signal,
        }),
      );
      return { items: data.products, nextCursor: data.nextCursor };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useStoreProductPages(branchId: string, filters: ProductFilters) {
  return useInfiniteQuery(storeProductPagesQueryOptions(branchId, filters));
}
