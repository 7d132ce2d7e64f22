// The application's documents in the browser: which files each field takes, the API's own
// message for a wrong one, and images made smaller before upload (longest side 1600 px, quality
// 0.85) so a phone's 8 MB photo goes up quickly. PDFs, and images already small, go as they are.
import {
  DOCUMENT_MIME_TYPES,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_INVALID,
  MAX_DOCUMENT_BYTES,
} from '@kirana/domain/branches';
import type { Message } from '@kirana/domain/catalogue';
import { PARTNER_PHOTO_NOT_AN_IMAGE, type PartnerDocumentKind } from '@kirana/domain/partners';

/** Longest side, in pixels, of an image after resizing. */
export const RESIZED_MAX_SIDE = 1600;
/** JPEG/WebP quality of a resized image. */
export const RESIZED_QUALITY = 0.85;
/** An image no longer than RESIZED_MAX_SIDE and at most this large is sent as it is. */
export const SMALL_IMAGE_BYTES = 512 * 1024;

const IMAGE_TYPES: readonly string[] = DOCUMENT_MIME_TYPES.filter((type) =>
  type.startsWith('image/'),
);

function isImage(file: Blob): boolean {
  return IMAGE_TYPES.includes(file.type);
}

/** The accept attribute of a document's file input (the photo takes images only). */
export function acceptOf(kind: PartnerDocumentKind): string {
  return (kind === 'photo' ? IMAGE_TYPES : DOCUMENT_MIME_TYPES).join(',');
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
  if (!(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) return DOCUMENT_TYPE_INVALID;
  if (kind === 'photo' && !isImage(file)) return PARTNER_PHOTO_NOT_AN_IMAGE;
  if (file.size > MAX_DOCUMENT_BYTES && (prepared || !isImage(file))) return DOCUMENT_TOO_LARGE;
  return undefined;
}

function renamed(name: string, type: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'document';
  return `${base}.${type === 'image/webp' ? 'webp' : 'jpg'}`;
}

/**
 * The file to upload: a large image redrawn on a canvas at most RESIZED_MAX_SIDE on its longest
 * side, as JPEG (WebP stays WebP); anything else, a small image, or an image the browser cannot
 * redraw (the server judges it) as it is. The smaller of the two is kept.
 */
export async function prepareDocument(file: File): Promise<File> {
  if (!isImage(file) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, RESIZED_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= SMALL_IMAGE_BYTES) return file;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    const type = file.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
    if (type === 'image/jpeg') {
      // JPEG has no transparency: a PNG's transparent pixels become white, not black.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, type, RESIZED_QUALITY),
    );
    // A browser that cannot encode WebP answers PNG, often larger: keep the original then.
    if (!blob || blob.type !== type || blob.size >= file.size) return file;
    return new File([blob], renamed(file.name, type), {
      type,
      lastModified: file.lastModified,
    });
  } finally {
    bitmap.close();
  }
}
