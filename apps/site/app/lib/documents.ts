// Documents in the browser, for every form that uploads them (the delivery-partner application,
// the store registration): which files a document takes and the domain's message for a wrong
// one. Images are made smaller before upload by ./prepare-document.ts.
import {
  DOCUMENT_MIME_TYPES,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_INVALID,
  MAX_DOCUMENT_BYTES,
} from '@kirana/domain/documents';
import type { Message } from '@kirana/domain/catalogue';

/** The image types a document may be (JPEG, PNG, WebP). */
export const IMAGE_TYPES: readonly string[] = DOCUMENT_MIME_TYPES.filter((type) =>
  type.startsWith('image/'),
);

/** The accept attribute of a document's file input: images and PDF, or images only. */
export function acceptedTypes({ imagesOnly = false } = {}): string {
  return (imagesOnly ? IMAGE_TYPES : DOCUMENT_MIME_TYPES).join(',');
}

export function isImage(file: Blob): boolean {
  return IMAGE_TYPES.includes(file.type);
}

/**
 * The message for a file no document takes (a type other than an image or a PDF; a PDF over the
 * size limit; an image still over it once `prepared`), or undefined. An image over the limit
 * passes until it has been prepared: resizing usually brings it under.
 */
export function fileProblem(file: File, { prepared = false } = {}): Message | undefined {
  if (!(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) return DOCUMENT_TYPE_INVALID;
  if (file.size > MAX_DOCUMENT_BYTES && (prepared || !isImage(file))) return DOCUMENT_TOO_LARGE;
  return undefined;
}
