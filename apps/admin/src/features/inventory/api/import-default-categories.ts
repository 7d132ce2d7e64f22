// POST /api/branch/{branchId}/categories/import-default: copies default categories in.

import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { refetch, useApiMutation } from '../../../lib/mutations';
import { categoryKeys } from './keys';
import type { CategoryIdsInput } from './remove-categories';

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
  return useApiMutation(importDefaultCategories, {
    onSuccess: (queryClient, _created, { branchId }) =>
      refetch(queryClient, categoryKeys.list(branchId)),
  });
}
