// DELETE /api/affiliate/products/{productId}: deactivates (nothing is deleted). The answered
// product (isActive false) replaces the cached one and so moves to the inactive list.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { storeAffiliateProduct } from './list-affiliate-products';

export async function deactivateAffiliateProduct(productId: string) {
  const { data } = await unwrap(
    api.DELETE('/api/affiliate/products/{productId}', { params: { path: { productId } } }),
  );
  return data.affiliateProduct;
}

export function useDeactivateAffiliateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateAffiliateProduct,
    onSuccess: (product) => storeAffiliateProduct(queryClient, product),
  });
}
