import { describe, expect, it } from 'vitest';
import {
  ALLOWED_IMAGE_MIME_TYPES,
  IMAGE_INPUT_ACCEPT,
  MAX_AFFILIATE_IMAGE_BYTES,
  IMAGE_FILE_TOO_LARGE,
  imageFileError,
  isAllowedImageType,
} from './uploads.js';
import * as messages from './uploads.js';
import { describeWordForWord } from './testing/word-for-word.js';

const MiB = 1024 * 1024;
const png = (size = 1000) => ({ type: 'image/png', size, name: 'photo.png' });
const TYPE_INVALID = 'Please select a valid image file (JPEG, PNG, GIF, WebP)';
const TOO_LARGE = 'File size exceeds 5MB limit';
const NO_FILE = 'Please select a file to upload';

describe('affiliate image', () => {
  it('accepts JPEG, PNG, GIF and WebP', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(imageFileError({ type, size: 1 })).toBeNull();
    }
  });

  it('rejects other types with the specification message', () => {
    for (const type of ['image/svg+xml', 'image/bmp', 'application/pdf', '']) {
      expect(imageFileError({ type, size: 1 })?.text).toEqual(TYPE_INVALID);
    }
  });

  it('accepts exactly 5 MiB and rejects one byte more', () => {
    expect(imageFileError(png(5 * MiB))).toBeNull();
    expect(imageFileError(png(5 * MiB + 1))).toMatchObject({
      rule: 'uploads.tooLarge',
      text: TOO_LARGE,
      params: { maxBytes: 5 * MiB },
    });
  });

  it('asks for a file when none is chosen', () => {
    expect(imageFileError(null)?.text).toEqual(NO_FILE);
    expect(imageFileError(undefined)?.text).toEqual(NO_FILE);
  });

  it('checks the type before the size', () => {
    expect(imageFileError({ type: 'image/tiff', size: 6 * MiB })?.text).toEqual(TYPE_INVALID);
    expect(isAllowedImageType('IMAGE/PNG')).toBe(true);
  });
});

describe('messages built from constants', () => {
  it('reads as the specification and the bounds say', () => {
    expect(IMAGE_FILE_TOO_LARGE.text).toEqual('File size exceeds 5MB limit');
  });
});

describeWordForWord(messages, [
  ['IMAGE_FILE_TYPE_INVALID', 'Please select a valid image file (JPEG, PNG, GIF, WebP)'],
  ['IMAGE_FILE_TOO_LARGE', 'File size exceeds 5MB limit'],
  ['IMAGE_FILE_REQUIRED', 'Please select a file to upload'],
]);

describe('constants', () => {
  it('limits images to 5 MiB of JPEG, PNG, GIF or WebP', () => {
    expect(MAX_AFFILIATE_IMAGE_BYTES).toBe(5_242_880);
    expect(ALLOWED_IMAGE_MIME_TYPES).toEqual([
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
    ]);
    expect(IMAGE_INPUT_ACCEPT).toEqual('image/jpeg,image/png,image/gif,image/webp');
  });
});
