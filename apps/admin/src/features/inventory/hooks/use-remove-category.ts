// Removing a category is one request: imported categories are removed, custom ones deleted.
// The server refuses a category that still holds products (409 CATEGORY_NOT_EMPTY).

import { useMutation } from '@tanstack/react-query';
import type { Category } from '@kirana/api-client/types';
import { hasCode } from '../../../lib/errors';
import { useRemoveCategories } from '../api/remove-categories';

export function isCategoryNotEmpty(error: unknown): boolean {
  return hasCode(error, 'CATEGORY_NOT_EMPTY');
}

export function useRemoveCategory(branchId: string) {
  const remove = useRemoveCategories();
  return useMutation({
    mutationFn: (category: Category) =>
      remove.mutateAsync({
        branchId,
        categoryIds: [category._id],
        kind: category.createdFromTemplate ? 'imported' : 'custom',
      }),
  });
}
