// Inventory screens' copy (tabs, empty lists, confirmations, failures), word for word from
// admin-area.md. The rules' messages are in @kirana/domain/inventory.

import { MAX_AFFILIATE_IMAGE_MB } from '@kirana/domain/uploads';

export const LOADING_CATEGORIES = 'Loading categories...';
export const IMPORTING = 'Importing...';

/** A list that failed to load: "Error: {message}". */
export function fetchErrorMessage(message: string): string {
  return `Error: ${message}`;
}

/** Hint of the image field of a new category or product. */
export const IMAGE_FIELD_HINT = `JPEG, PNG, GIF or WebP, up to ${MAX_AFFILIATE_IMAGE_MB}MB`;

export const DEFAULT_CATEGORIES_TAB = 'Default Categories';
export const CUSTOM_CATEGORIES_TAB = 'Custom Categories';
export const NO_DEFAULT_CATEGORIES = 'No default categories found.';
export const NO_CUSTOM_CATEGORIES = 'No custom categories created yet.';
export const ALL_DEFAULT_CATEGORIES_IMPORTED = 'All default categories have already been imported.';
export const REMOVE_CATEGORY_LABEL = 'Remove category';
export const DELETE_CUSTOM_CATEGORY_LABEL = 'Delete custom category';
export const CONFIRM_REMOVE_CATEGORY = 'Are you sure you want to remove this category?';
export const CONFIRM_DELETE_CUSTOM_CATEGORY =
  'Are you sure you want to delete this custom category?';
export const FETCH_CATEGORIES_FAILED = 'Failed to fetch categories.';
export const CREATE_CATEGORY_FAILED = 'Failed to create category.';
export const REMOVE_CATEGORY_FAILED = 'Failed to remove category.';
export const DELETE_CUSTOM_CATEGORY_FAILED = 'Failed to delete custom category.';
export const IMPORT_CATEGORIES_FAILED = 'Failed to import categories.';

/** Label of the import-categories button with the selected count. */
export function importCategoriesButtonLabel(count: number): string {
  return `Import ${count} ${count === 1 ? 'Category' : 'Categories'}`;
}

export const DEFAULT_PRODUCTS_TAB = 'Default Products';
export const CUSTOM_PRODUCTS_TAB = 'Custom Products';
export const NO_DEFAULT_PRODUCTS_IN_CATEGORY =
  'No default products in this category. Use the button above to import them.';
export const NO_CUSTOM_PRODUCTS =
  'No custom products created yet. Use the button above to create one.';
export const NO_NEW_DEFAULT_PRODUCTS = 'No new default products available to import.';
export const IS_PACKET_LABEL = 'Is this a packet?';
export const CONFIRM_REMOVE_IMPORTED_PRODUCT =
  'Are you sure you want to remove this imported product?';
export const CONFIRM_DELETE_CUSTOM_PRODUCT =
  'Are you sure you want to permanently delete this custom product? This action cannot be undone.';
export const FETCH_PRODUCTS_FAILED = 'Failed to fetch products.';
export const CREATE_PRODUCT_FAILED = 'Failed to create product.';
export const FETCH_DEFAULT_PRODUCTS_FAILED = 'Failed to fetch default products.';
export const IMPORT_PRODUCTS_FAILED = 'Failed to import products.';

/** Label of the import-products button: "Import 3 Product(s)". */
export function importProductsButtonLabel(count: number): string {
  return `Import ${count} Product(s)`;
}

/** Alert after a failed removal of an imported product. */
export function removeProductFailedMessage(message: string): string {
  return `Failed to remove product: ${message}`;
}

/** Alert after a failed deletion of a custom product. */
export function deleteProductFailedMessage(message: string): string {
  return `Failed to delete product: ${message}`;
}
