// Uploaded images: the accepted types and size, the JPEG conversion, the checks of a chosen
// file and every message of the upload links. No zod here.

import { type Message, defineMessage } from './catalogue.js';
import { invalidFieldMessage } from './common.js';

/** Largest image accepted, in megabytes as shown to the user ("Max 5MB"). */
export const MAX_AFFILIATE_IMAGE_MB = 5;
/** Largest image accepted, in bytes (inclusive): 5 MiB. Used for every uploaded image. */
export const MAX_AFFILIATE_IMAGE_BYTES = MAX_AFFILIATE_IMAGE_MB * 1024 * 1024;
/** Image types a user may choose (JPEG, PNG, GIF, WebP), by MIME type. */
export const ALLOWED_IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;
/** The `accept` attribute of image file inputs. */
export const IMAGE_INPUT_ACCEPT = ALLOWED_IMAGE_MIME_TYPES.join(',');
/** Non-JPEG images are converted to JPEG at this quality before upload. */
export const JPEG_QUALITY = 0.9;
/** Content type of the uploaded (converted) affiliate image. */
export const UPLOAD_CONTENT_TYPE = 'image/jpeg';
/** File extension of the converted image. */
export const JPEG_EXTENSION = '.jpg';

export const IMAGE_FILE_REQUIRED = defineMessage(
  'uploads.fileRequired',
  'Please select a file to upload',
);
export const IMAGE_FILE_TYPE_INVALID = defineMessage(
  'uploads.typeInvalid',
  'Please select a valid image file (JPEG, PNG, GIF, WebP)',
);
export const IMAGE_FILE_TOO_LARGE = defineMessage(
  'uploads.tooLarge',
  'File size exceeds {maxMb}MB limit',
  { maxMb: MAX_AFFILIATE_IMAGE_MB, maxBytes: MAX_AFFILIATE_IMAGE_BYTES },
);
export const API_PAYLOAD_TOO_LARGE = IMAGE_FILE_TOO_LARGE;
export const API_UNSUPPORTED_MEDIA_TYPE = IMAGE_FILE_TYPE_INVALID;
export const IMAGE_NOT_UPLOADED = defineMessage(
  'uploads.imageNotUploaded',
  'The image was not uploaded. Please upload it again.',
);
// API answers with no wording in the specifications: ours (docs/decisions.md).
export const IMAGE_URL_NOT_ISSUED = invalidFieldMessage(
  'imageUrl',
  defineMessage(
    'uploads.imageUrlNotIssued',
    'This image address was not issued by this server. Please upload the image again.',
  ),
);
export const IMAGE_ALREADY_USED = invalidFieldMessage(
  'imageUrl',
  defineMessage(
    'uploads.imageAlreadyUsed',
    'This image is already used by another product. Please upload a new image.',
  ),
);
export const UPLOAD_LINK_INVALID = defineMessage(
  'uploads.linkInvalid',
  'This upload link is not valid. Please start the upload again.',
);
export const UPLOAD_LINK_EXPIRED = defineMessage(
  'uploads.linkExpired',
  'This upload link has expired. Please start the upload again.',
);
export const UPLOAD_ALREADY_DONE = defineMessage(
  'uploads.alreadyDone',
  'This image was already uploaded. Please start a new upload.',
);
export const IMAGE_NOT_FOUND = defineMessage('uploads.imageNotFound', 'Image not found.');
export const IMAGE_UPLOADED_MESSAGE = 'Image uploaded.';

/** What the rules read of a browser File (or of an uploaded part on the server). */
export interface FileLike {
  readonly type: string;
  readonly size: number;
  readonly name?: string;
}

export function isAllowedImageType(mimeType: string): boolean {
  return (ALLOWED_IMAGE_MIME_TYPES as readonly string[]).includes(mimeType.toLowerCase());
}

/** True up to and including MAX_AFFILIATE_IMAGE_BYTES. */
function isWithinImageSizeLimit(bytes: number): boolean {
  return bytes <= MAX_AFFILIATE_IMAGE_BYTES;
}

/**
 * The message for an unusable image, or null when it is fine: no file, a type other than
 * JPEG, PNG, GIF or WebP, or over MAX_AFFILIATE_IMAGE_BYTES. `requiredMessage` is the no-file
 * message of the form at hand.
 */
export function imageFileError(
  file: FileLike | null | undefined,
  requiredMessage: Message = IMAGE_FILE_REQUIRED,
): Message | null {
  if (!file) return requiredMessage;
  if (!isAllowedImageType(file.type)) return IMAGE_FILE_TYPE_INVALID;
  if (!isWithinImageSizeLimit(file.size)) return IMAGE_FILE_TOO_LARGE;
  return null;
}
