// The box an owner drags over the first 8 digits of an Aadhaar number (UIDAI: a kept copy shows
// only the last 4), as fractions of the photo, and its pixels in an image of a given size. Pure
// arithmetic, so the editor and the burning agree and a unit test can check the edges.

/** A box in fractions of the photo's width and height (0 to 1), from its top-left corner. */
export interface MaskBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the box starts: across the lower middle of a card's front, where the number is. */
export const DEFAULT_MASK_BOX: MaskBox = { x: 0.15, y: 0.68, width: 0.45, height: 0.12 };
/** The smallest box, in fractions of either side: a box of no size is not a mask. */
export const MIN_MASK_SIDE = 0.02;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The box kept inside the photo and at least MIN_MASK_SIDE on each side. */
export function fitBox(box: MaskBox): MaskBox {
  const width = clamp(box.width, MIN_MASK_SIDE, 1);
  const height = clamp(box.height, MIN_MASK_SIDE, 1);
  return {
    x: clamp(box.x, 0, 1 - width),
    y: clamp(box.y, 0, 1 - height),
    width,
    height,
  };
}

/** The pixel rectangle: whole pixels, rounded outwards so no edge of a digit is left. */
export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The box's pixels in an image `imageWidth` x `imageHeight`, or null for a box of no size or one
 * outside the image (nothing to burn: the editor never sends it).
 */
export function pixelBox(box: MaskBox, imageWidth: number, imageHeight: number): PixelBox | null {
  const values = [box.x, box.y, box.width, box.height];
  if (!values.every(Number.isFinite) || box.width <= 0 || box.height <= 0) return null;
  // Fractions' float noise (0.2 + 0.1) is not a pixel more.
  const at = (fraction: number, side: number) => Math.round(fraction * side * 1e6) / 1e6;
  const left = Math.max(0, Math.floor(at(box.x, imageWidth)));
  const top = Math.max(0, Math.floor(at(box.y, imageHeight)));
  const right = Math.min(imageWidth, Math.ceil(at(box.x + box.width, imageWidth)));
  const bottom = Math.min(imageHeight, Math.ceil(at(box.y + box.height, imageHeight)));
  if (right <= left || bottom <= top) return null;
  return { left, top, width: right - left, height: bottom - top };
}
