// Images made smaller before upload (longest side 1600 px, quality 0.85) so a phone's 8 MB photo
// goes up quickly; PDFs, and images already small, go as they are. Apart from ./documents.ts,
// which a form's first screen needs (what a file input takes): this runs only on sending.
import { isImage } from './documents';

/** Longest side, in pixels, of an image after resizing. */
export const RESIZED_MAX_SIDE = 1600;
/** JPEG/WebP quality of a resized image. */
export const RESIZED_QUALITY = 0.85;
/** An image no longer than RESIZED_MAX_SIDE and at most this large is sent as it is. */
export const SMALL_IMAGE_BYTES = 512 * 1024;

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

/**
 * How many pages a PDF has, read from its page objects (`/Type /Page`), or null when none are
 * found (a compressed object stream hides them): the owner sees the name alone then.
 */
export async function pdfPages(file: Blob): Promise<number | null> {
  const text = new TextDecoder('latin1').decode(await file.arrayBuffer());
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  return pages > 0 ? pages : null;
}
