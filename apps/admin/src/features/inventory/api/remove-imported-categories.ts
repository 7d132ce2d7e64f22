// PUT /api/branch/{branchId}/categories/remove-imported: unlinks imported categories.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { removeItems } from './cache';
import { categoryKeys, productKeys } from './keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeImportedCategories,
    onSuccess: (removed, { branchId }) => {
      removeItems(queryClient, categoryKeys.list(branchId), removed);
      for (const id of removed)
        queryClient.removeQueries({ queryKey: productKeys.list(branchId, id) });
    },
  });
}
