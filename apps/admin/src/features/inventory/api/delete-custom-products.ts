// DELETE /api/branch/{branchId}/products/custom: deletes custom products permanently.

import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutations';
import { removeItems } from './cache';
import { productKeys } from './keys';
import type { ProductIdsInput } from './remove-imported-products';

export async function deleteCustomProducts({ branchId, productIds }: ProductIdsInput) {
  const { data } = await unwrap(
    api.DELETE('/api/branch/{branchId}/products/custom', {
      params: { path: { branchId } },
      body: { productIds },
    }),
  );
  return data.productIds;
}

export function useDeleteCustomProducts() {
  return useApiMutation(deleteCustomProducts, {
    onSuccess: (queryClient, deleted, { branchId }) =>
      removeItems(queryClient, productKeys.branch(branchId), deleted),
  });
}
