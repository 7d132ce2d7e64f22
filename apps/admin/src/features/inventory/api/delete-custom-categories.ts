// DELETE /api/branch/{branchId}/categories/custom: deletes custom categories.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { removeItems } from './cache';
import { categoryKeys, productKeys } from './keys';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomCategories,
    onSuccess: (deleted, { branchId }) => {
      removeItems(queryClient, categoryKeys.list(branchId), deleted);
      for (const id of deleted)
        queryClient.removeQueries({ queryKey: productKeys.list(branchId, id) });
    },
  });
}
