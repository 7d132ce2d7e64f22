// The default catalogue (its categories and products) and imports from it into a branch.
import {
  CATEGORIES_IMPORTED,
  DEFAULT_CATEGORY_NOT_FOUND,
  PRODUCTS_IMPORTED,
} from '@kirana/domain/inventory';
import { currentAdmin } from '../../auth/guard.js';
import type { Handlers } from '../../contract/types.js';
import { notFound } from '../../errors.js';
import type { Deps } from '../deps.js';
import { presenters } from '../present.js';
import { importCategories, importProducts } from '../../services/inventory/catalogue-imports.js';

type CatalogueHandlers = Pick<
  Handlers,
  | 'importDefaultCategories'
  | 'importDefaultProducts'
  | 'listDefaultCategories'
  | 'listDefaultProducts'
>;

const byName = <T extends { name: string; id: string }>(a: T, b: T) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);

/** The ids asked for that were not created now (the branch had them already). */
function skipped(asked: string[], created: (string | null)[]): string[] {
  const createdFrom = new Set(created);
  return asked.filter((id) => !createdFrom.has(id));
}

export function catalogueHandlers({ repos, storage, services }: Deps): CatalogueHandlers {
  const present = presenters(storage);
  return {
    async importDefaultCategories(request) {
      const { categoryIds } = request.body;
      const created = await importCategories(
        services.inventory,
        currentAdmin(request),
        request.params.branchId,
        categoryIds,
      );
      return {
        status: 'success',
        message: CATEGORIES_IMPORTED,
        data: {
          categories: created.sort(byName).map(present.category),
          skippedIds: skipped(
            categoryIds,
            created.map((row) => row.defaultCategoryId),
          ),
        },
      };
    },

    async importDefaultProducts(request) {
      const { productIds } = request.body;
      const created = await importProducts(services.inventory, currentAdmin(request), {
        ...request.params,
        defaultProductIds: productIds,
      });
      return {
        status: 'success',
        message: PRODUCTS_IMPORTED,
        data: {
          products: created.sort(byName).map(present.product),
          skippedIds: skipped(
            productIds,
            created.map((row) => row.defaultProductId),
          ),
        },
      };
    },

    async listDefaultCategories() {
      const rows = await repos.catalogue.listCategories();
      return { status: 'success', data: { defaultCategories: rows.map(present.defaultCategory) } };
    },

    async listDefaultProducts(request) {
      const category = await repos.catalogue.findCategory(request.params.categoryId);
      if (!category) throw notFound(DEFAULT_CATEGORY_NOT_FOUND);
      const rows = await repos.catalogue.listProducts(category.id);
      return { status: 'success', data: { defaultProducts: rows.map(present.defaultProduct) } };
    },
  };
}
