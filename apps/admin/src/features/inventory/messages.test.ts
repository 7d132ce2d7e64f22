import { describe, expect, it } from 'vitest';
import * as messages from './messages';
import { describeWordForWord } from '@kirana/domain/testing/word-for-word';
import {
  deleteProductFailedMessage,
  fetchErrorMessage,
  importCategoriesButtonLabel,
  importProductsButtonLabel,
  removeProductFailedMessage,
} from './messages';

describe('messages with a placeholder', () => {
  it('fills in the server status or message', () => {
    expect(fetchErrorMessage('Branch not found.')).toBe('Error: Branch not found.');
    expect(removeProductFailedMessage('Product not found.')).toBe(
      'Failed to remove product: Product not found.',
    );
    expect(deleteProductFailedMessage('Product not found.')).toBe(
      'Failed to delete product: Product not found.',
    );
  });

  it('labels the import buttons with the selected count', () => {
    expect(importProductsButtonLabel(0)).toBe('Import 0 Product(s)');
    expect(importProductsButtonLabel(3)).toBe('Import 3 Product(s)');
    expect(importCategoriesButtonLabel(1)).toBe('Import 1 Category');
    expect(importCategoriesButtonLabel(4)).toBe('Import 4 Categories');
  });
});

describeWordForWord(messages, [
  ['FETCH_CATEGORIES_FAILED', 'Failed to fetch categories.'],
  ['CREATE_CATEGORY_FAILED', 'Failed to create category.'],
  ['REMOVE_CATEGORY_FAILED', 'Failed to remove category.'],
  ['DELETE_CUSTOM_CATEGORY_FAILED', 'Failed to delete custom category.'],
  ['FETCH_PRODUCTS_FAILED', 'Failed to fetch products.'],
  ['CREATE_PRODUCT_FAILED', 'Failed to create product.'],
  ['FETCH_DEFAULT_PRODUCTS_FAILED', 'Failed to fetch default products.'],
  ['IMPORT_PRODUCTS_FAILED', 'Failed to import products.'],
  ['IMPORT_CATEGORIES_FAILED', 'Failed to import categories.'],
  ['LOADING_CATEGORIES', 'Loading categories...'],
  ['NO_DEFAULT_CATEGORIES', 'No default categories found.'],
  ['NO_CUSTOM_CATEGORIES', 'No custom categories created yet.'],
  ['ALL_DEFAULT_CATEGORIES_IMPORTED', 'All default categories have already been imported.'],
  ['REMOVE_CATEGORY_LABEL', 'Remove category'],
  ['DELETE_CUSTOM_CATEGORY_LABEL', 'Delete custom category'],
  [
    'NO_DEFAULT_PRODUCTS_IN_CATEGORY',
    'No default products in this category. Use the button above to import them.',
  ],
  ['NO_CUSTOM_PRODUCTS', 'No custom products created yet. Use the button above to create one.'],
  ['NO_NEW_DEFAULT_PRODUCTS', 'No new default products available to import.'],
  ['IS_PACKET_LABEL', 'Is this a packet?'],
  ['CONFIRM_REMOVE_CATEGORY', 'Are you sure you want to remove this category?'],
  ['CONFIRM_DELETE_CUSTOM_CATEGORY', 'Are you sure you want to delete this custom category?'],
  ['CONFIRM_REMOVE_IMPORTED_PRODUCT', 'Are you sure you want to remove this imported product?'],
  [
    'CONFIRM_DELETE_CUSTOM_PRODUCT',
    'Are you sure you want to permanently delete this custom product? This action cannot be undone.',
  ],
]);
