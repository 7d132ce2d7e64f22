// Removing a category is one request: imported categories are removed, custom ones deleted.
// The server refuses a category that still holds products (409 CATEGORY_NOT_EMPTY).

import { useMutation } from '@tanstack/react-query';
import type { Category } from '@kirana/api-client/types';
import { hasCode } from '../../../lib/errors';
import { useDeleteCustomCategories } from '../api/delete-custom-categories';
import { useRemoveImportedCategories } from '../api/remove-imported-categories';

export function isCategoryNotEmpty(error: unknown): boolean {
  return hasCode(error, 'CATEGORY_NOT_EMPTY');
}

export function useRemoveCategory(branchId: string) {
  const removeImported = useRemoveImportedCategories();
  const deleteCustom = useDeleteCustomCategories();
  return useMutation({
    mutationFn: (category: Category) => {
      const input = { branchId, categoryIds: [category._id] };
      return category.createdFromTemplate
        ? removeImported.mutateAsync(input)
        : deleteCustom.mutateAsync(input);
    },
  });
}
