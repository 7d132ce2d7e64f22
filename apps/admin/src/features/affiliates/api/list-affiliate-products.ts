// GET /api/affiliate/products: every affiliate product, newest first. The active and inactive
// views are two filters of this one list.

import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AffiliateProduct } from '@kirana/api-client/types';
import { api, dataOf } from '../../../lib/api-client';
import { affiliateKeys } from './keys';

export const affiliateProductsQueryOptions = queryOptions({
  queryKey: affiliateKeys.list(),
  queryFn: async ({ signal }) =>
    (await dataOf(api.GET('/api/affiliate/products', { signal }))).affiliateProducts,
});

export function useAffiliateProducts() {
  return useQuery(affiliateProductsQueryOptions);
}

/** Puts `product` in the cached list in place of the one with its id (or first, if new). */
export function storeAffiliateProduct(queryClient: QueryClient, product: AffiliateProduct): void {
  queryClient.setQueryData(affiliateKeys.list(), (list: AffiliateProduct[] | undefined) => {
    if (!list) return list;
    return list.some((item) => item._id === product._id)
      ? list.map((item) => (item._id === product._id ? product : item))
      : [product, ...list];
  });
}
