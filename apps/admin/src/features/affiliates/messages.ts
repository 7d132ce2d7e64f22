// Affiliate lists and wizard copy, word for word from admin-area.md. The rules' messages
// (image type and size, link, name) are in @kirana/domain.

import { MAX_AFFILIATE_IMAGE_MB } from '@kirana/domain/uploads';

export const AFFILIATE_PRODUCTS_LOAD_FAILED = 'Failed to load affiliate products.';
export const AFFILIATE_DEACTIVATE_FAILED = 'Failed to deactivate product. Please try again.';
export const NO_ACTIVE_AFFILIATE_PRODUCTS = 'No active affiliate products found.';
export const NO_INACTIVE_AFFILIATE_PRODUCTS = 'No inactive affiliate products found.';
export const CONFIRM_DEACTIVATE_AFFILIATE_PRODUCT =
  'Are you sure you want to deactivate this product? It will move to the inactive list.';

export const UPLOAD_STEP_TITLE = 'Upload Product Image';
export const DETAILS_STEP_TITLE = 'Create New Affiliate Product';
export const MAX_IMAGE_SIZE_LABEL = `Maximum ${MAX_AFFILIATE_IMAGE_MB}MB`;
export const ACTIVE_PRODUCT_LABEL = 'Active Product';
export const BACK_TO_AFFILIATE_DASHBOARD = 'Back to Affiliate Dashboard';
export const IMAGE_CONVERSION_FAILED = 'Image conversion failed. Please try a different image.';
export const FILE_READ_FAILED = 'Failed to read file';
export const CANVAS_NOT_SUPPORTED = 'Canvas not supported';
export const JPEG_CONVERSION_FAILED = 'JPEG conversion failed';
export const UPLOAD_NETWORK_ERROR = 'Network error during upload';
export const IMAGE_UPLOADED = 'Image uploaded successfully!';
export const MISSING_UPLOAD_DATA = 'Missing upload data. Please start over.';
export const MISSING_UPLOAD_INFORMATION = 'Missing upload information. Please try again.';
export const AFFILIATE_CREATE_FAILED = 'Failed to create product. Please try again.';
export const PRODUCT_CREATED = 'Product Created Successfully!';
export const REDIRECTING_TO_AFFILIATE_DASHBOARD = 'Redirecting to affiliate dashboard...';

/** "Failed to upload image: {message}". */
export function uploadFailedMessage(message: string): string {
  return `Failed to upload image: ${message}`;
}

/** The affiliate service's words for a failure the server did not word (the seed's). */
export function apiErrorMessage(status: number): string {
  return `API error: ${status}`;
}

/** The upload's own failure: "Upload failed with status: 403 - Forbidden". */
export function uploadStatusMessage(status: number, statusText: string): string {
  return `Upload failed with status: ${status} - ${statusText}`;
}
