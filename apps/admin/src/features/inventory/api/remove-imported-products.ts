// PUT /api/branch/{branchId}/products/remove-imported: unlinks imported products.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeImportedProducts,
    onSuccess: (removed, { branchId }) =>
      removeItems(queryClient, productKeys.branch(branchId), removed),
  });
}
