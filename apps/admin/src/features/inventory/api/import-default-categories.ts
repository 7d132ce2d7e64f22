// POST /api/branch/{branchId}/categories/import-default: copies default categories in.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { refreshLists } from './cache';
import { categoryKeys } from './keys';
import type { CategoryIdsInput } from './remove-imported-categories';

export async function importDefaultCategories({ branchId, categoryIds }: CategoryIdsInput) {
  const { data } = await unwrap(
    api.POST('/api/branch/{branchId}/categories/import-default', {
      params: { path: { branchId } },
      body: { categoryIds },
    }),
  );
  return data.categories;
}

export function useImportDefaultCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importDefaultCategories,
    onSuccess: (_created, { branchId }) => refreshLists(queryClient, categoryKeys.list(branchId)),
  });
}
