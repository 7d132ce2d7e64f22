// PUT /api/branch/{branchId}/products/remove-imported (imported products are unlinked) or
// DELETE /api/branch/{branchId}/products/custom (custom ones are deleted for good): the lists'
// one "remove", by the products' kind.

import type { ItemKind } from '@kirana/api-client/types';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutations';
import { removeItems } from './cache';
import { productKeys } from './keys';

export interface ProductIdsInput {
  branchId: string;
  productIds: string[];
}

export async function removeProducts({
  branchId,
  productIds,
  kind,
}: ProductIdsInput & { kind: ItemKind }) {
  const request = { params: { path: { branchId } }, body: { productIds } };
  const answer =
    kind === 'imported'
      ? api.PUT('/api/branch/{branchId}/products/remove-imported', request)
      : api.DELETE('/api/branch/{branchId}/products/custom', request);
  return (await unwrap(answer)).data.productIds;
}

export function useRemoveProducts() {
  return useApiMutation(removeProducts, {
    onSuccess: (queryClient, removed, { branchId }) =>
      removeItems(queryClient, productKeys.branch(branchId), removed),
  });
}
