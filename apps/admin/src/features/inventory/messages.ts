// Inventory screens' copy (tabs, empty lists, confirmations, failures), word for word from
// admin-area.md. The rules' messages are in @kirana/domain/inventory.

import type { ProductSort } from '@kirana/api-client/types';
import { MAX_AFFILIATE_IMAGE_MB } from '@kirana/domain/uploads';
import { count } from '../../lib/count';

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

// Finding and acting on many products (search, sort, pages, selection): copy only this app shows.
export const SEARCH_PRODUCTS_LABEL = 'Search products';
export const SEARCH_STORE_LABEL = 'Search all products of this store';
export const SEARCH_RESULTS_TITLE = 'Search products';
export const SORT_LABEL = 'Sort by';
export const NO_IMPORTED_PRODUCTS_IN_STORE =
  'This store has no products imported from the default catalogue.';
export const NO_CUSTOM_PRODUCTS_IN_STORE = 'This store has no custom products.';
export const PRODUCT_SORT_LABELS: Readonly<Record<ProductSort, string>> = {
  name: 'Name (A to Z)',
  price: 'Price (low to high)',
  'price-desc': 'Price (high to low)',
};
export const REMOVE_SELECTED = 'Remove selected';
export const DELETE_SELECTED = 'Delete selected';

/** What a search that found nothing says. */
export function noProductsMatch(query: string): string {
  return `No products match “${query}”.`;
}

/** The "Select all" box of a list: it chooses the products shown (the pages loaded). */
export function selectShownLabel(shown: number): string {
  return `Select all ${shown.toLocaleString('en-IN')} shown`;
}

export function productsSelectedText(selected: number): string {
  return `${count(selected, 'product', 'products')} selected`;
}

/** How many of a list are shown, and whether more can be loaded. */
export function shownText(shown: number, more: boolean): string {
  return more
    ? `Showing the first ${count(shown, 'product', 'products')}`
    : `${count(shown, 'product', 'products')}`;
}

export function confirmRemoveSelected(selected: number): string {
  return `Are you sure you want to remove these ${count(selected, 'imported product', 'imported products')}? They stay in the default catalogue and can be imported again.`;
}

export function confirmDeleteSelected(selected: number): string {
  return `Are you sure you want to permanently delete these ${count(selected, 'custom product', 'custom products')}? This action cannot be undone.`;
}

// Catalogue CSV (export, template, bulk upload): copy only this app shows.
export const EXPORT_CSV_LABEL = 'Export CSV';
export const EXPORTING = 'Exporting...';
export const EXPORT_FAILED = 'Failed to export the catalogue.';
export const BULK_UPLOAD_LABEL = 'Bulk upload';
export const DOWNLOAD_TEMPLATE_LABEL = 'Download template';
export const BULK_UPLOAD_TITLE = 'Bulk upload products';
export const BULK_UPLOAD_HELP =
  'Choose a CSV file with the columns of the template (or of an export). Nothing changes until you apply it.';
export const CHECKING_FILE = 'Checking the file...';
export const UPLOAD_FAILED = 'Failed to check the file.';
export const APPLY_LABEL = 'Apply';
export const APPLYING = 'Applying...';
export const APPLY_FAILED = 'Failed to apply the upload.';
export const FIX_ERRORS_FIRST =
  'Fix the rows with errors in the file and choose it again: nothing can be applied while any row has an error.';
export const ALREADY_APPLIED =
  'This file was applied to this store before: applying it again changes nothing.';
export const DOWNLOAD_ERROR_REPORT = 'Download error report';

/** "2 to create · 1 to update · 5 unchanged · 0 with errors" */
export function uploadCountsText(counts: {
  create: number;
  update: number;
  unchanged: number;
  invalid: number;
}): string {
  return `${counts.create} to create · ${counts.update} to update · ${counts.unchanged} unchanged · ${counts.invalid} with errors`;
}

/** What an apply did, e.g. "Catalogue updated: 2 created, 1 updated, 5 unchanged." */
export function appliedText(applied: {
  created: number;
  updated: number;
  unchanged: number;
  categoriesCreated: number;
}): string {
  const categories =
    applied.categoriesCreated > 0
      ? `, ${applied.categoriesCreated} new ${applied.categoriesCreated === 1 ? 'category' : 'categories'}`
      : '';
  return `Catalogue updated: ${applied.created} created, ${applied.updated} updated, ${applied.unchanged} unchanged${categories}.`;
}

/** More rows of a kind than the preview shows. */
export function moreRowsText(shown: number, total: number): string {
  return `Showing the first ${shown} of ${total}.`;
}
