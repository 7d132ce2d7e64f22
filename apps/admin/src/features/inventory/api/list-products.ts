// GET /api/branch/{branchId}/categories/{categoryId}/products: the products of a category.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/client';
import { api } from '../../../lib/api-client';
import { productKeys } from './keys';

export function productsQueryOptions(branchId: string, categoryId: string) {
  return queryOptions({
    queryKey: productKeys.list(branchId, categoryId),
    queryFn: async ({ signal }) => {
      const { data } = await unwrap(
        api.GET('/api/branch/{branchId}/categories/{categoryId}/products', {
          params: { path: { branchId, categoryId } },
          signal,
        }),
      );
      return data.products;
    },
  });
}

export function useProducts(branchId: string, categoryId: string) {
  return useQuery(productsQueryOptions(branchId, categoryId));
}
