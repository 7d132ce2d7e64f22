// PUT /api/branch/products/{productId}: a product's editable fields.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import type { ProductFields } from '@kirana/domain/inventory';
import { api } from '../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product, { branchId }) =>
      replaceItem(queryClient, productKeys.branch(branchId), product),
  });
}
