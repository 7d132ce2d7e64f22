// POST /api/branch/{branchId}/products (multipart: fields, productImage, branchId, categoryId).

import { toFormData, unwrap } from '@kirana/api-client/client';
import type { ProductFields } from '@kirana/domain/inventory';
import { api } from '../../../lib/api-client';
import { refetch, useApiMutation } from '../../../lib/mutations';
import { productKeys } from './keys';

export interface CreateProductInput {
  branchId: string;
  categoryId: string;
  fields: ProductFields;
  image: File;
}

export async function createProduct({ branchId, categoryId, fields, image }: CreateProductInput) {
  const { data } = await unwrap(
    api.POST('/api/branch/{branchId}/products', {
      params: { path: { branchId } },
      body: { ...fields, productImage: image, branchId, categoryId },
      bodySerializer: toFormData,
    }),
  );
  return data.product;
}

export function useCreateProduct() {
  return useApiMutation(createProduct, {
    onSuccess: (queryClient, _product, { branchId }) =>
      refetch(queryClient, productKeys.branch(branchId)),
  });
}
