// Burns the owner's box into an Aadhaar photo on the phone: the photo drawn at its full size on a
// canvas, the box filled black, and the result encoded as a JPEG that is uploaded instead of the
// original (which never leaves the phone). Loaded with the masking editor, on use.
import { pixelBox, type MaskBox } from './mask-box';

/** The colour burned in. */
export const MASK_COLOUR = '#000000';
/** JPEG quality of the masked photo (it is made smaller afterwards like every photo). */
export const MASKED_QUALITY = 0.92;

function maskedName(name: string): string {
  return `${name.replace(/\.[^./\\]*$/, '') || 'aadhaar'}-masked.jpg`;
}

/**
 * The most pixels a canvas holds on every phone (iOS Safari refuses a larger one): a 48 MP photo
 * is burned at this size, which is still far above the 1600 px every photo is sent at.
 */
export const MAX_CANVAS_PIXELS = 16_000_000;

/** Draws the bitmap and burns the box; the canvas is the photo's full size (or MAX_CANVAS_PIXELS). */
export function burnInto(canvas: HTMLCanvasElement, image: ImageBitmap, box: MaskBox): boolean {
  const scale = Math.min(1, Math.sqrt(MAX_CANVAS_PIXELS / (image.width * image.height)));
  const width = Math.max(1, Math.floor(image.width * scale));
  const height = Math.max(1, Math.floor(image.height * scale));
  const pixels = pixelBox(box, width, height);
  const context = canvas.getContext('2d');
  if (!pixels || !context) return false;
  canvas.width = width;
  canvas.height = height;
  // JPEG has no transparency: a PNG's transparent pixels become white.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, width, height);
  context.fillStyle = MASK_COLOUR;
  context.fillRect(pixels.left, pixels.top, pixels.width, pixels.height);
  return true;
}

/**
 * The photo with the box burned in, as a JPEG File; rejects when the photo cannot be read, the
 * box has no size or lies outside it, or the browser cannot encode (the editor says so).
 */
export async function burnMask(file: Blob & { name?: string }, box: MaskBox): Promise<File> {
  const image = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const canvas = document.createElement('canvas');
    if (!burnInto(canvas, image, box)) throw new Error('Nothing to mask');
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', MASKED_QUALITY),
    );
    if (!blob || blob.type !== 'image/jpeg') throw new Error('The photo could not be encoded');
    return new File([blob], maskedName(file.name ?? 'aadhaar'), { type: 'image/jpeg' });
  } finally {
    image.close();
  }
}
