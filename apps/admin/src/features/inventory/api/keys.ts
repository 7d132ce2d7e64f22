/** Query keys of a branch's inventory and of the shared default catalogue. */
import type { ItemKind, ProductSort } from '@kirana/api-client/types';

/** What a page of a store's products is filtered and sorted by. */
export interface ProductFilters {
  kind?: ItemKind;
  q?: string;
  sort?: ProductSort;
}

export const categoryKeys = {
  all: ['categories'] as const,
  /** Every list of the branch's categories (a prefix: invalidating it refreshes them all). */
  list: (branchId: string) => [...categoryKeys.all, branchId] as const,
  /** Pages of one kind of category. */
  pages: (branchId: string, kind: ItemKind) => [...categoryKeys.list(branchId), kind] as const,
  /** Every category of the branch, all pages read (for lookups by id). */
  everything: (branchId: string) => [...categoryKeys.list(branchId), 'everything'] as const,
};

export const productKeys = {
  all: ['products'] as const,
  branch: (branchId: string) => [...productKeys.all, branchId] as const,
  list: (branchId: string, categoryId: string) =>
    [...productKeys.branch(branchId), categoryId] as const,
  pages: (branchId: string, categoryId: string, filters: ProductFilters) =>
    [...productKeys.list(branchId, categoryId), 'pages', filters] as const,
  /** Every imported product of the category, all pages read (the import dialog hides them). */
  imported: (branchId: string, categoryId: string) =>
    [...productKeys.list(branchId, categoryId), 'imported'] as const,
  /** Pages of a search across the whole store. */
  search: (branchId: string, filters: ProductFilters) =>
    [...productKeys.branch(branchId), 'search', filters] as const,
};

export const catalogueKeys = {
  all: ['default-catalogue'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  products: (defaultCategoryId: string) =>
    [...catalogueKeys.all, 'products', defaultCategoryId] as const,
};
