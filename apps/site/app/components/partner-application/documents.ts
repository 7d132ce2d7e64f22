// The application's documents: the photo takes images only, the others images or PDF; the
// shared checks and resizing are ../../lib/documents.ts.
import type { Message } from '@kirana/domain/catalogue';
import {
  PARTNER_PHOTO_NOT_AN_IMAGE,
  type PartnerDocumentKind,
} from '@kirana/domain/delivery-partners';
import { DOCUMENT_TYPE_INVALID } from '@kirana/domain/documents';
import { acceptedTypes, fileProblem, isImage } from '../../lib/documents';

/** The accept attribute of a document's file input (the photo takes images only). */
export function acceptOf(kind: PartnerDocumentKind): string {
  return acceptedTypes({ imagesOnly: kind === 'photo' });
}

/**
 * The message for a file this document does not take, or undefined. An image over the size
 * limit passes until it has been `prepared` (resizing usually brings it under); a PDF is judged
 * as it is.
 */
export function documentError(
  kind: PartnerDocumentKind,
  file: File,
  { prepared = false } = {},
): Message | undefined {
  const problem = fileProblem(file, { prepared });
  if (problem === DOCUMENT_TYPE_INVALID) return problem;
  if (kind === 'photo' && !isImage(file)) return PARTNER_PHOTO_NOT_AN_IMAGE;
  return problem;
}
