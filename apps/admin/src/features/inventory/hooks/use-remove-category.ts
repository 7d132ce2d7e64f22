// Removing a category is refused while it has products: the products are checked first (the
// server refuses with 409 too). Imported categories are removed, custom ones deleted.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@kirana/api-client/client';
import type { Category } from '@kirana/api-client/types';
import { CATEGORY_NOT_EMPTY } from '@kirana/domain/messages';
import { canRemoveCategory } from '@kirana/domain/rules';
import { useDeleteCustomCategories } from '../api/delete-custom-categories';
import { productsQueryOptions } from '../api/list-products';
import { useRemoveImportedCategories } from '../api/remove-imported-categories';

/** The category still has products. */
export class CategoryNotEmptyError extends Error {
  constructor() {
    super(CATEGORY_NOT_EMPTY);
    this.name = 'CategoryNotEmptyError';
  }
}

export function isCategoryNotEmpty(error: unknown): boolean {
  return (
    error instanceof CategoryNotEmptyError || (error instanceof ApiError && error.status === 409)
  );
}

export function useRemoveCategory(branchId: string) {
  const queryClient = useQueryClient();
  const removeImported = useRemoveImportedCategories();
  const deleteCustom = useDeleteCustomCategories();
  return useMutation({
    mutationFn: async (category: Category) => {
      const products = await queryClient.fetchQuery({
        ...productsQueryOptions(branchId, category._id),
        staleTime: 0,
      });
      if (!canRemoveCategory(products.length)) throw new CategoryNotEmptyError();
      const input = { branchId, categoryIds: [category._id] };
      return category.createdFromTemplate
        ? removeImported.mutateAsync(input)
        : deleteCustom.mutateAsync(input);
    },
  });
}
