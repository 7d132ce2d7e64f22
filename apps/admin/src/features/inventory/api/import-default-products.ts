// POST /api/branch/{branchId}/categories/{categoryId}/import-products: copies default products
// into a branch's imported category.

import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { refetch, useApiMutation } from '../../../lib/mutations';
import { productKeys } from './keys';
import type { ProductIdsInput } from './remove-products';

export async function importDefaultProducts({
  branchId,
  categoryId,
  productIds,
}: ProductIdsInput & { categoryId: string }) {
  const { data } = await unwrap(
    api.POST('/api/branch/{branchId}/categories/{categoryId}/import-products', {
      params: { path: { branchId, categoryId } },
      body: { productIds },
    }),
  );
  return data.products;
}

export function useImportDefaultProducts() {
  return useApiMutation(importDefaultProducts, {
    onSuccess: (queryClient, _created, { branchId }) =>
      refetch(queryClient, productKeys.branch(branchId)),
  });
}
