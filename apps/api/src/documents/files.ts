// A registration or application document as uploaded: an image (JPEG, PNG, WebP) or a PDF, at
// most MAX_DOCUMENT_BYTES. The type is judged by the first bytes and must be the one the upload claims;
// images are decoded and re-encoded (upright, metadata such as GPS removed), PDFs are kept as
// they are but refused when they carry scripts, launch actions or attachments.
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { DOCUMENT_NOT_WHAT_IT_CLAIMS, DOCUMENT_PDF_ACTIVE_CONTENT } from '@kirana/domain/stores';
import {
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_INVALID,
  MAX_DOCUMENT_BYTES,
  type DocumentMimeType,
} from '@kirana/domain/documents';
import { HttpError } from '../errors.js';
import { sniffImageType } from '../images/images.js';
import type { DocumentExtension } from '../storage/storage.js';

/** Longest side of a stored document image: enough to read a certificate's small print. */
const MAX_DOCUMENT_SIDE = 2400;
const MAX_INPUT_PIXELS = 50_000_000;

export interface CheckedDocument {
  body: Buffer;
  contentType: DocumentMimeType;
  extension: DocumentExtension;
}

const BY_TYPE = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
} as const;

function sniffDocument(bytes: Buffer): keyof typeof BY_TYPE | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const image = sniffImageType(bytes);
  return image === 'jpeg' || image === 'png' || image === 'webp' ? image : null;
}

/** PDF names may hide behind #xx escapes (/J#61vaScript): undo them before looking. */
function unescapeNames(text: string): string {
  return text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

const ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData)\b/;

/**
 * True when the PDF, or any of its compressed streams (where object streams can hide a
 * dictionary), names scripts, launch actions, attachments, rich media or forms that submit.
 */
export function pdfHasActiveContent(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  if (ACTIVE.test(unescapeNames(text))) return true;
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(text)) !== null) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end === -1) break;
    try {
      const inflated = inflateSync(bytes.subarray(start, end)).toString('latin1');
      if (ACTIVE.test(unescapeNames(inflated))) return true;
    } catch {
      // Not a Flate stream (an image, plain text): nothing to unpack.
    }
    streams.lastIndex = end;
  }
  return false;
}

/** The document to store, or a 413/415 with a message that says what is wrong. */
export async function checkDocument(
  bytes: Buffer,
  declaredType: string | undefined,
): Promise<CheckedDocument> {
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new HttpError(413, DOCUMENT_TOO_LARGE);
  const type = sniffDocument(bytes);
  if (!type) throw new HttpError(415, DOCUMENT_TYPE_INVALID);
  const { contentType, extension } = BY_TYPE[type];
  // A file that claims another type than its bytes is refused: a renamed file is not the
  // document it says it is.
  const claimed = declaredType?.split(';')[0]?.trim().toLowerCase();
  const claimsSame = claimed === contentType || (claimed === 'image/jpg' && type === 'jpeg');
  if (claimed && claimed !== 'application/octet-stream' && !claimsSame)
    throw new HttpError(415, DOCUMENT_NOT_WHAT_IT_CLAIMS);

  if (type === 'pdf') {
    if (!bytes.includes('%%EOF')) throw new HttpError(415, DOCUMENT_NOT_WHAT_IT_CLAIMS);
    if (pdfHasActiveContent(bytes)) throw new HttpError(415, DOCUMENT_PDF_ACTIVE_CONTENT);
    return { body: bytes, contentType, extension };
  }
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(MAX_DOCUMENT_SIDE, MAX_DOCUMENT_SIDE, { fit: 'inside', withoutEnlargement: true });
    const body =
      type === 'jpeg'
        ? await pipeline.jpeg({ quality: 88, mozjpeg: true }).toBuffer()
        : type === 'png'
          ? await pipeline.png({ compressionLevel: 9 }).toBuffer()
          : await pipeline.webp({ quality: 88 }).toBuffer();
    return { body, contentType, extension };
  } catch {
    // The right first bytes, but no readable image behind them.
    throw new HttpError(415, DOCUMENT_NOT_WHAT_IT_CLAIMS);
  }
}
