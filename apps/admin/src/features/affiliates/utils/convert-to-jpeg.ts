// Converts an image to JPEG in the browser (canvas, quality 0.9) with a .jpg name. A JPEG is
// kept as it is (only renamed). Failures raise the causes the specification names.

import { JPEG_QUALITY, UPLOAD_CONTENT_TYPE } from '@kirana/domain/uploads';
import { jpegFileName } from '@kirana/domain/format';
import { CANVAS_NOT_SUPPORTED, FILE_READ_FAILED, JPEG_CONVERSION_FAILED } from '../messages';

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return {
      source: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      close: () => bitmap.close(),
    };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      close: () => undefined,
    };
  } finally {
    URL.revokeObjectURL(url);
  }
}

export async function convertToJpeg(file: File): Promise<File> {
  const name = jpegFileName(file.name);
  if (file.type === UPLOAD_CONTENT_TYPE) {
    return new File([file], name, { type: UPLOAD_CONTENT_TYPE, lastModified: file.lastModified });
  }
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error(CANVAS_NOT_SUPPORTED);

  let image: Decoded;
  try {
    image = await decode(file);
  } catch (cause) {
    throw new Error(FILE_READ_FAILED, { cause });
  }
  try {
    canvas.width = image.width;
    canvas.height = image.height;
    // JPEG has no transparency: transparent pixels become white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image.source, 0, 0);
  } finally {
    image.close();
  }
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, UPLOAD_CONTENT_TYPE, JPEG_QUALITY),
  );
  if (!blob) throw new Error(JPEG_CONVERSION_FAILED);
  return new File([blob], name, { type: UPLOAD_CONTENT_TYPE });
}
