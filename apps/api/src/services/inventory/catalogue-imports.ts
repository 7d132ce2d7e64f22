// Imports from the default catalogue into a branch: categories, then products into an imported
// category. What the branch has already is skipped, never duplicated; an import that creates
// nothing writes no audit entry.
import {
  CATEGORY_NOT_FOUND,
  DEFAULT_CATEGORY_NOT_FOUND,
  IMPORT_NEEDS_IMPORTED_CATEGORY,
  NOT_IN_DEFAULT_CATEGORY,
} from '@kirana/domain/inventory';
import { badRequest, notFound } from '../../errors.js';
import type { AdminRow } from '../../repositories/admins.js';
import type { CategoryRow } from '../../repositories/categories.js';
import type { ProductRow } from '../../repositories/products.js';
import { requireStore, type InventoryDeps } from './store-items.js';

/** Every default id must exist (else 404); returns the categories created now. */
export function importCategories(
  deps: InventoryDeps,
  admin: AdminRow,
  branchId: string,
  defaultCategoryIds: string[],
): Promise<CategoryRow[]> {
  return deps.audited(
    admin,
    async (tx) => {
      await requireStore(deps, branchId, tx);
      const known = await deps.repos.catalogue.existingCategoryIds(defaultCategoryIds, tx);
      if (known.size !== defaultCategoryIds.length) throw notFound(DEFAULT_CATEGORY_NOT_FOUND);
      return deps.repos.categories.importDefaults(branchId, defaultCategoryIds, tx);
    },
    (rows) =>
      rows.length === 0
        ? null
        : {
            action: 'import',
            entity: 'category',
            entityId: null,
            details: { branchId, defaultCategoryIds: rows.map((row) => row.defaultCategoryId) },
          },
  );
}

/**
 * Into the branch's imported category (404 unknown, 400 custom), only default products of
 * its default category (else 400); returns the products created now.
 */
export function importProducts(
  deps: InventoryDeps,
  admin: AdminRow,
  input: { branchId: string; categoryId: string; defaultProductIds: string[] },
): Promise<ProductRow[]> {
  const { branchId, categoryId, defaultProductIds } = input;
  return deps.audited(
    admin,
    async (tx) => {
      await requireStore(deps, branchId, tx);
      const category = await deps.repos.categories.findInBranch(branchId, categoryId, {
        tx,
        lock: true,
      });
      if (!category) throw notFound(CATEGORY_NOT_FOUND);
      if (!category.defaultCategoryId) throw badRequest(IMPORT_NEEDS_IMPORTED_CATEGORY);
      const inCategory = await deps.repos.catalogue.productIdsInCategory(
        category.defaultCategoryId,
        defaultProductIds,
        tx,
      );
      if (inCategory.size !== defaultProductIds.length) throw badRequest(NOT_IN_DEFAULT_CATEGORY);
      return deps.repos.products.importDefaults(
        { branchId, categoryId: category.id, defaultProductIds },
        tx,
      );
    },
    (rows) =>
      rows.length === 0
        ? null
        : {
            action: 'import',
            entity: 'product',
            entityId: null,
            details: {
              branchId,
              categoryId,
              defaultProductIds: rows.map((row) => row.defaultProductId),
            },
          },
  );
}
