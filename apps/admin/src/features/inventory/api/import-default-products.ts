// POST /api/branch/{branchId}/categories/{categoryId}/import-products: copies default products
// into a branch's imported category.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { refreshLists } from './cache';
import { productKeys } from './keys';
import type { ProductIdsInput } from './remove-imported-products';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importDefaultProducts,
    onSuccess: (_created, { branchId }) => refreshLists(queryClient, productKeys.branch(branchId)),
  });
}
