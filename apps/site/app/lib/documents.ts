// Documents in the browser, for every form that uploads them (the delivery-partner application,
// the store registration): which files a document takes, the domain's message for a wrong one,
// and images made smaller before upload (longest side 1600 px, quality 0.85) so a phone's 8 MB
// photo goes up quickly. PDFs, and images already small, go as they are.
import {
  DOCUMENT_MIME_TYPES,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_INVALID,
  MAX_DOCUMENT_BYTES,
} from '@kirana/domain/documents';
import type { Message } from '@kirana/domain/catalogue';

/** Longest side, in pixels, of an image after resizing. */
export const RESIZED_MAX_SIDE = 1600;
/** JPEG/WebP quality of a resized image. */
export const RESIZED_QUALITY = 0.85;
/** An image no longer than RESIZED_MAX_SIDE and at most this large is sent as it is. */
export const SMALL_IMAGE_BYTES = 512 * 1024;

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
