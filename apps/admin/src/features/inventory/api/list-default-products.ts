// GET /api/admin/default-categories/{categoryId}/products: a default category's products.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

function defaultProductsQueryOptions(defaultCategoryId: string) {
  return queryOptions({
    queryKey: catalogueKeys.products(defaultCategoryId),
    queryFn: async ({ signal }) => {
      const { defaultProducts } = await dataOf(
        api.GET('/api/admin/default-categories/{categoryId}/products', {
          params: { path: { categoryId: defaultCategoryId } },
          signal,
        }),
      );
      return defaultProducts;
    },
    staleTime: 5 * 60_000,
  });
}

export function useDefaultProducts(defaultCategoryId: string) {
  return useQuery(defaultProductsQueryOptions(defaultCategoryId));
}
