// PATCH /api/affiliate/products/{productId}: name, link and the active flag. The answered
// product replaces the cached one, so it shows in the list matching its isActive.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import type { UpdateAffiliateProductRequest } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';
import { storeAffiliateProduct } from './list-affiliate-products';

export async function updateAffiliateProduct({
  productId,
  body,
}: {
  productId: string;
  body: UpdateAffiliateProductRequest;
}) {
  const { data } = await unwrap(
    api.PATCH('/api/affiliate/products/{productId}', { params: { path: { productId } }, body }),
  );
  return data.affiliateProduct;
}

export function useUpdateAffiliateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAffiliateProduct,
    onSuccess: (product) => storeAffiliateProduct(queryClient, product),
  });
}
