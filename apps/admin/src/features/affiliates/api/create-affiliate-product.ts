// POST /api/affiliate/products: the wizard's last step. The new product goes first in the
// cached list (the list is newest first).

import { unwrap } from '@kirana/api-client/errors';
import type { CreateAffiliateProductRequest } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutations';
import { storeAffiliateProduct } from './list-affiliate-products';

export async function createAffiliateProduct(body: CreateAffiliateProductRequest) {
  const { data } = await unwrap(api.POST('/api/affiliate/products', { body }));
  return data.affiliateProduct;
}

export function useCreateAffiliateProduct() {
  return useApiMutation(createAffiliateProduct, { onSuccess: storeAffiliateProduct });
}
