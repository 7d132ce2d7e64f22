// DELETE /api/affiliate/products/{productId}: deactivates (nothing is deleted). The answered
// product (isActive false) replaces the cached one and so moves to the inactive list.

import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutations';
import { storeAffiliateProduct } from './list-affiliate-products';

export async function deactivateAffiliateProduct(productId: string) {
  const { data } = await unwrap(
    api.DELETE('/api/affiliate/products/{productId}', { params: { path: { productId } } }),
  );
  return data.affiliateProduct;
}

export function useDeactivateAffiliateProduct() {
  return useApiMutation(deactivateAffiliateProduct, { onSuccess: storeAffiliateProduct });
}
