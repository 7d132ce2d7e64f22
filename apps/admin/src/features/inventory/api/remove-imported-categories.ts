// PUT /api/branch/{branchId}/categories/remove-imported: unlinks imported categories.

import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutations';
import { dropCategories } from './cache';

export interface CategoryIdsInput {
  branchId: string;
  categoryIds: string[];
}

export async function removeImportedCategories({ branchId, categoryIds }: CategoryIdsInput) {
  const { data } = await unwrap(
    api.PUT('/api/branch/{branchId}/categories/remove-imported', {
      params: { path: { branchId } },
      body: { categoryIds },
    }),
  );
  return data.categoryIds;
}

export function useRemoveImportedCategories() {
  return useApiMutation(removeImportedCategories, {
    onSuccess: (queryClient, removed, { branchId }) =>
      dropCategories(queryClient, branchId, removed),
  });
}
