// PUT /api/branch/products/{productId}: a product's editable fields.

import { unwrap } from '@kirana/api-client/errors';
import type { ProductFields } from '@kirana/domain/inventory';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutations';
import { replaceItem } from './cache';
import { productKeys } from './keys';

export interface UpdateProductInput {
  branchId: string;
  productId: string;
  fields: ProductFields;
}

export async function updateProduct({ productId, fields }: UpdateProductInput) {
  const { data } = await unwrap(
    api.PUT('/api/branch/products/{productId}', {
      params: { path: { productId } },
      body: fields,
    }),
  );
  return data.product;
}

export function useUpdateProduct() {
  return useApiMutation(updateProduct, {
    onSuccess: (queryClient, product, { branchId }) =>
      replaceItem(queryClient, productKeys.branch(branchId), product),
  });
}
