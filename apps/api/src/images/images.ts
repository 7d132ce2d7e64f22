// Uploaded images: the type is judged by the first bytes (never the file name or the declared
// type), then sharp re-encodes the image: rotated upright from EXIF, metadata stripped, bounded
// in size. Re-encoding also means no uploaded byte is ever served back as is.
import sharp from 'sharp';
import {
  MAX_AFFILIATE_IMAGE_BYTES,
  API_PAYLOAD_TOO_LARGE,
  API_UNSUPPORTED_MEDIA_TYPE,
} from '@kirana/domain/uploads';
import { HttpError } from '../errors.js';

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

/** Longest side of a stored image, in pixels. */
export const MAX_IMAGE_SIDE = 1200;
/** Images with more pixels than this are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 50_000_000;

export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1')))
    return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export const tooLarge = () => new HttpError(413, API_PAYLOAD_TOO_LARGE);
export const unsupportedType = () => new HttpError(415, API_UNSUPPORTED_MEDIA_TYPE);

export interface ProcessedImage {
  body: Buffer;
  contentType: 'image/webp' | 'image/jpeg';
  extension: 'webp' | 'jpg';
}

/**
 * Checks and re-encodes an uploaded image. `accept` lists the types allowed by bytes; `output`
 * is the stored format. Throws 413 over the size limit and 415 for anything that is not a
 * readable image of an accepted type.
 */
export async function processImage(
  bytes: Buffer,
  { accept, output }: { accept: readonly ImageType[]; output: 'webp' | 'jpeg' },
): Promise<ProcessedImage> {
  if (bytes.length > MAX_AFFILIATE_IMAGE_BYTES) throw tooLarge();
  const type = sniffImageType(bytes);
  if (!type || !accept.includes(type)) throw unsupportedType();
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true });
    if (output === 'webp') {
      return {
        body: await pipeline.webp({ quality: 82 }).toBuffer(),
        contentType: 'image/webp',
        extension: 'webp',
      };
    }
    return {
      body: await pipeline
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer(),
      contentType: 'image/jpeg',
      extension: 'jpg',
    };
  } catch {
    // Right first bytes but not a readable image (truncated, corrupt, too many pixels).
    throw unsupportedType();
  }
}

/** A box on an image in fractions of its width and height, from its top left corner. */
export interface FractionBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The image with each box filled black, burned into its pixels, in the same format (JPEG, PNG
 * or WebP). The boxes are checked by the caller; they are clamped to the image here.
 */
export async function maskImage(
  bytes: Buffer,
  format: 'jpeg' | 'png' | 'webp',
  boxes: readonly FractionBox[],
): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const { width = 0, height = 0 } = await image.metadata();
  const rects = boxes.map((box) => {
    const left = Math.min(width - 1, Math.max(0, Math.floor(box.x * width)));
    const top = Math.min(height - 1, Math.max(0, Math.floor(box.y * height)));
    return {
      left,
      top,
      width: Math.max(1, Math.min(width - left, Math.ceil(box.width * width))),
      height: Math.max(1, Math.min(height - top, Math.ceil(box.height * height))),
    };
  });
  const masked = image.composite(
    rects.map((rect) => ({
      input: {
        create: { width: rect.width, height: rect.height, channels: 3, background: '#000000' },
      },
      left: rect.left,
      top: rect.top,
    })),
  );
  if (format === 'png') return masked.png().toBuffer();
  if (format === 'webp') return masked.webp({ lossless: true }).toBuffer();
  return masked.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}
