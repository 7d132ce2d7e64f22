// PUT /api/branch/{branchId}/categories/remove-imported (imported categories are unlinked) or
// DELETE /api/branch/{branchId}/categories/custom (custom ones are deleted): the screens' one
// "remove", by the categories' kind. Their products' lists leave the cache with them.

import type { ItemKind } from '@kirana/api-client/types';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutations';
import { dropCategories } from './cache';

export interface CategoryIdsInput {
  branchId: string;
  categoryIds: string[];
}

export async function removeCategories({
  branchId,
  categoryIds,
  kind,
}: CategoryIdsInput & { kind: ItemKind }) {
  const request = { params: { path: { branchId } }, body: { categoryIds } };
  const answer =
    kind === 'imported'
      ? api.PUT('/api/branch/{branchId}/categories/remove-imported', request)
      : api.DELETE('/api/branch/{branchId}/categories/custom', request);
  return (await unwrap(answer)).data.categoryIds;
}

export function useRemoveCategories() {
  return useApiMutation(removeCategories, {
    onSuccess: (queryClient, removed, { branchId }) =>
      dropCategories(queryClient, branchId, removed),
  });
}
