import { describe, expect, it } from 'vitest';
import * as messages from './messages';
import { describeWordForWord } from '@kirana/domain/testing/word-for-word';
import { MAX_IMAGE_SIZE_LABEL, uploadFailedMessage, uploadStatusMessage } from './messages';

describe('messages with a placeholder', () => {
  it('fills in the upload failure', () => {
    expect(uploadFailedMessage('Network error during upload')).toBe(
      'Failed to upload image: Network error during upload',
    );
    expect(uploadFailedMessage(uploadStatusMessage(403, 'Forbidden'))).toBe(
      'Failed to upload image: Upload failed with status: 403 - Forbidden',
    );
  });
});

describe('messages built from constants', () => {
  it('reads as the specification and the bounds say', () => {
    expect(MAX_IMAGE_SIZE_LABEL).toBe('Maximum 5MB');
  });
});

describeWordForWord(messages, [
  ['AFFILIATE_PRODUCTS_LOAD_FAILED', 'Failed to load affiliate products.'],
  ['AFFILIATE_DEACTIVATE_FAILED', 'Failed to deactivate product. Please try again.'],
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
  ['UPLOAD_STEP_TITLE', 'Upload Product Image'],
  ['DETAILS_STEP_TITLE', 'Create New Affiliate Product'],
  ['ACTIVE_PRODUCT_LABEL', 'Active Product'],
  ['BACK_TO_AFFILIATE_DASHBOARD', 'Back to Affiliate Dashboard'],
]);
