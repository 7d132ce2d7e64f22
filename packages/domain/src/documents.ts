// What an uploaded document may be, for every form that takes one (a store's registration, a
// delivery partner's application): images or PDF, at most MAX_DOCUMENT_MB
// (`@kirana/domain/documents`). Its own module so that a form shows its limits without loading
// the stores' verification rules.

import { defineMessage } from './catalogue.js';

export const DOCUMENT_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];
export const MAX_DOCUMENT_MB = 5;
export const MAX_DOCUMENT_BYTES = MAX_DOCUMENT_MB * 1024 * 1024;
/** The most pages a PDF document may have: a certificate or an ID is a page or two. */
export const MAX_DOCUMENT_PDF_PAGES = 20;

export const DOCUMENT_TYPE_INVALID = defineMessage(
  'documents.typeInvalid',
  'Documents must be a JPEG, PNG or WebP image, or a PDF.',
);
export const DOCUMENT_TOO_LARGE = defineMessage(
  'documents.tooLarge',
  'A document can be at most {maxMb} MB.',
  { maxMb: MAX_DOCUMENT_MB, maxBytes: MAX_DOCUMENT_BYTES },
);
