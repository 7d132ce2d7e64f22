// PUT /api/branch/{branchId}/products/remove-imported: unlinks imported products.

import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutations';
import { removeItems } from './cache';
import { productKeys } from './keys';

export interface ProductIdsInput {
  branchId: string;
  productIds: string[];
}

export async function removeImportedProducts({ branchId, productIds }: ProductIdsInput) {
  const { data } = await unwrap(
    api.PUT('/api/branch/{branchId}/products/remove-imported', {
      params: { path: { branchId } },
      body: { productIds },
    }),
  );
  return data.productIds;
}

export function useRemoveImportedProducts() {
  return useApiMutation(removeImportedProducts, {
    onSuccess: (queryClient, removed, { branchId }) =>
      removeItems(queryClient, productKeys.branch(branchId), removed),
  });
}
