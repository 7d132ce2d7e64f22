// DELETE /api/branch/{branchId}/categories/custom: deletes custom categories.

import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutations';
import { dropCategories } from './cache';
import type { CategoryIdsInput } from './remove-imported-categories';

export async function deleteCustomCategories({ branchId, categoryIds }: CategoryIdsInput) {
  const { data } = await unwrap(
    api.DELETE('/api/branch/{branchId}/categories/custom', {
      params: { path: { branchId } },
      body: { categoryIds },
    }),
  );
  return data.categoryIds;
}

export function useDeleteCustomCategories() {
  return useApiMutation(deleteCustomCategories, {
    onSuccess: (queryClient, deleted, { branchId }) =>
      dropCategories(queryClient, branchId, deleted),
  });
}
