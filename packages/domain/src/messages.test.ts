import { describe, expect, it } from 'vitest';
import * as messages from './messages.js';
import {
  CONTACT_MESSAGE_TOO_LONG,
  IMAGE_FILE_TOO_LARGE,
  MAX_IMAGE_SIZE_LABEL,
  PRICE_TOO_HIGH,
  QUANTITY_TOO_HIGH,
  REMEMBER_ME_LABEL,
  apiErrorMessage,
  deleteProductFailedMessage,
  fetchErrorMessage,
  importCategoriesButtonLabel,
  importProductsButtonLabel,
  fieldOfMessage,
  invalidFieldMessage,
  removeProductFailedMessage,
  uploadFailedMessage,
  uploadStatusMessage,
} from './messages.js';

describe('messages with a placeholder', () => {
  it('fills in the server status or message', () => {
    expect(apiErrorMessage(500)).toBe('API error: 500');
    expect(fetchErrorMessage('Branch not found.')).toBe('Error: Branch not found.');
    expect(uploadFailedMessage('Network error during upload')).toBe(
      'Failed to upload image: Network error during upload',
    );
    expect(uploadFailedMessage(uploadStatusMessage(403, 'Forbidden'))).toBe(
      'Failed to upload image: Upload failed with status: 403 - Forbidden',
    );
    expect(removeProductFailedMessage('Product not found.')).toBe(
      'Failed to remove product: Product not found.',
    );
    expect(deleteProductFailedMessage('Product not found.')).toBe(
      'Failed to delete product: Product not found.',
    );
    expect(invalidFieldMessage('price', 'Too high.')).toBe('price: Too high.');
  });

  it('reads back the field an API message names, among the fields a form has', () => {
    const fields = ['phone', 'photo'] as const;
    expect(fieldOfMessage(invalidFieldMessage('photo', 'Too large.'), fields)).toEqual({
      field: 'photo',
      message: 'Too large.',
    });
    expect(fieldOfMessage(invalidFieldMessage('name', 'Required.'), fields)).toBeNull();
    expect(fieldOfMessage('Too many requests.', fields)).toBeNull();
  });

  it('labels the import buttons with the selected count', () => {
    expect(importProductsButtonLabel(0)).toBe('Import 0 Product(s)');
    expect(importProductsButtonLabel(3)).toBe('Import 3 Product(s)');
    expect(importCategoriesButtonLabel(1)).toBe('Import 1 Category');
    expect(importCategoriesButtonLabel(4)).toBe('Import 4 Categories');
  });
});

describe('messages built from constants', () => {
  it('reads as the specification and the bounds say', () => {
    expect(REMEMBER_ME_LABEL).toBe('Remember me for 30 days');
    expect(IMAGE_FILE_TOO_LARGE).toBe('File size exceeds 5MB limit');
    expect(MAX_IMAGE_SIZE_LABEL).toBe('Maximum 5MB');
    expect(PRICE_TOO_HIGH).toBe('Price must be at most ₹10,00,000.');
    expect(QUANTITY_TOO_HIGH).toBe('Quantity must be at most 1,00,000.');
    expect(CONTACT_MESSAGE_TOO_LONG).toBe('Please keep your message to 2,000 characters or fewer.');
  });
});

describe('messages of the specifications, word for word', () => {
  // Each pair is [export name, text as written in admin-area.md or public-site.md].
  const catalogue: [keyof typeof messages, string][] = [
    ['LOGIN_FAILED', 'Login failed. Please check your credentials.'],
    ['UNEXPECTED_ERROR', 'An unexpected error occurred. Please try again.'],
    ['ADMIN_DATA_LOAD_FAILED', 'Failed to load admin data. Please try logging in again.'],
    ['STATS_LOAD_FAILED', 'Could not load stats.'],
    ['BRANCH_ID_REQUIRED', 'Please enter a Branch ID.'],
    ['BRANCH_VERIFY_FAILED', 'Failed to verify branch. Please check the ID and try again.'],
    ['UNEXPECTED_ERROR_TRY_LATER', 'An unexpected error occurred. Please try again later.'],
    [
      'ADMIN_TOKEN_NOT_FOUND_LOG_IN_AGAIN',
      'Admin authentication token not found. Please log in again.',
    ],
    ['UNKNOWN_ERROR', 'An unknown error occurred.'],
    ['NETWORK_ERROR', 'A network error occurred. Please try again.'],
    ['AUTHENTICATION_EXPIRED', 'Authentication expired. Please log in again.'],
    ['BRANCH_APPROVED', 'Branch has been successfully approved.'],
    ['BRANCH_REJECTED', 'Branch has been successfully rejected.'],
    ['AFFILIATE_PRODUCTS_LOAD_FAILED', 'Failed to load affiliate products.'],
    ['AFFILIATE_DEACTIVATE_FAILED', 'Failed to deactivate product. Please try again.'],
    ['UNAUTHORIZED', 'Unauthorized'],
    ['PRODUCT_UPDATE_FAILED', 'Failed to update product.'],
    ['LOADING_PRODUCTS', 'Loading products...'],
    ['NO_ACTIVE_AFFILIATE_PRODUCTS', 'No active affiliate products found.'],
    ['NO_INACTIVE_AFFILIATE_PRODUCTS', 'No inactive affiliate products found.'],
    ['IMAGE_CONVERSION_FAILED', 'Image conversion failed. Please try a different image.'],
    ['FILE_READ_FAILED', 'Failed to read file'],
    ['CANVAS_NOT_SUPPORTED', 'Canvas not supported'],
    ['JPEG_CONVERSION_FAILED', 'JPEG conversion failed'],
    ['UPLOAD_NETWORK_ERROR', 'Network error during upload'],
    ['MISSING_UPLOAD_DATA', 'Missing upload data. Please start over.'],
    ['MISSING_UPLOAD_INFORMATION', 'Missing upload information. Please try again.'],
    ['AFFILIATE_CREATE_FAILED', 'Failed to create product. Please try again.'],
    ['IMAGE_UPLOADED', 'Image uploaded successfully!'],
    ['PRODUCT_CREATED', 'Product Created Successfully!'],
    ['REDIRECTING_TO_AFFILIATE_DASHBOARD', 'Redirecting to affiliate dashboard...'],
    ['IMAGE_FILE_TYPE_INVALID', 'Please select a valid image file (JPEG, PNG, GIF, WebP)'],
    ['IMAGE_FILE_TOO_LARGE', 'File size exceeds 5MB limit'],
    ['IMAGE_FILE_REQUIRED', 'Please select a file to upload'],
    ['UPLOAD_STEP_TITLE', 'Upload Product Image'],
    ['DETAILS_STEP_TITLE', 'Create New Affiliate Product'],
    ['ACTIVE_PRODUCT_LABEL', 'Active Product'],
    ['BACK_TO_AFFILIATE_DASHBOARD', 'Back to Affiliate Dashboard'],
    ['FETCH_CATEGORIES_FAILED', 'Failed to fetch categories.'],
    ['CREATE_CATEGORY_FAILED', 'Failed to create category.'],
    ['REMOVE_CATEGORY_FAILED', 'Failed to remove category.'],
    ['DELETE_CUSTOM_CATEGORY_FAILED', 'Failed to delete custom category.'],
    ['FETCH_PRODUCTS_FAILED', 'Failed to fetch products.'],
    ['CREATE_PRODUCT_FAILED', 'Failed to create product.'],
    ['FETCH_DEFAULT_PRODUCTS_FAILED', 'Failed to fetch default products.'],
    ['IMPORT_PRODUCTS_FAILED', 'Failed to import products.'],
    ['IMPORT_CATEGORIES_FAILED', 'Failed to import categories.'],
    [
      'CATEGORY_NOT_EMPTY',
      'This category cannot be removed because it contains products. Please empty the category first.',
    ],
    ['SERVICE_CREATE_CUSTOM_CATEGORY_FAILED', 'Failed to create custom category'],
    ['SERVICE_FETCH_BRANCH_CATEGORIES_FAILED', 'Failed to fetch branch categories'],
    ['SERVICE_IMPORT_DEFAULT_CATEGORIES_FAILED', 'Failed to import default categories'],
    ['SERVICE_IMPORT_PRODUCTS_FAILED', 'Failed to import products'],
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
    ['CREATING', 'Creating...'],
    ['SAVING', 'Saving...'],
    ['CATEGORY_NAME_AND_IMAGE_REQUIRED', 'Name and image are required.'],
    [
      'CUSTOM_PRODUCT_INVALID',
      'All fields are required and must have valid values. Please also upload an image.',
    ],
    ['BRANCH_OR_CATEGORY_ID_MISSING', 'Branch or Category ID is missing. Cannot create product.'],
    ['SELECT_PRODUCTS_TO_IMPORT', 'Please select at least one product to import.'],
    ['CONFIRM_REMOVE_CATEGORY', 'Are you sure you want to remove this category?'],
    ['CONFIRM_DELETE_CUSTOM_CATEGORY', 'Are you sure you want to delete this custom category?'],
    ['CONFIRM_REMOVE_IMPORTED_PRODUCT', 'Are you sure you want to remove this imported product?'],
    [
      'CONFIRM_DELETE_CUSTOM_PRODUCT',
      'Are you sure you want to permanently delete this custom product? This action cannot be undone.',
    ],
    ['ADMIN_TOKEN_NOT_FOUND', 'Admin authentication token not found.'],
    ['CONTACT_THANK_YOU', 'Thank you for your message. We will get back to you soon!'],
    ['COMING_SOON_IN_YOUR_LOCATION', 'We are coming soon in your location'],
    ['PAGE_NOT_FOUND', 'Oops! Page not found'],
    ['NO_RESULTS_FOUND', 'No Results Found'],
  ];

  it.each(catalogue)('%s', (name, text) => {
    expect(messages[name]).toBe(text);
  });
});
