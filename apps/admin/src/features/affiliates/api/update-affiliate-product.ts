// PATCH /api/affiliate/products/{productId}: name, link and the active flag. The answered
// product replaces the cached one, so it shows in the list matching its isActive.

import { unwrap } from '@kirana/api-client/errors';
import type { UpdateAffiliateProductRequest } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutations';
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
  return useApiMutation(updateAffiliateProduct, { onSuccess: storeAffiliateProduct });
}
