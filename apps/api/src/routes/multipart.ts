// Reads a multipart form: its text fields and the files of the fields asked for, each capped by
// its kind's own limit (images, documents, CSV: `FileLimit`), a 413 naming the field above it.
// A field takes one file: the same file field twice is a 400 naming it, never one kept silently.
import type { FastifyRequest } from 'fastify';
import {
  CONTAINS_NUL,
  MULTIPART_MALFORMED,
  MULTIPART_REQUIRED,
  ONE_FILE_PER_FIELD,
  invalidFieldMessage,
} from '@kirana/domain/common';
import type { Message } from '@kirana/domain/catalogue';
import { DOCUMENT_TOO_LARGE, MAX_DOCUMENT_BYTES } from '@kirana/domain/documents';
import { CSV_TOO_LARGE, MAX_CATALOGUE_CSV_BYTES } from '@kirana/domain/inventory';
import { IMAGE_FILE_TOO_LARGE, MAX_AFFILIATE_IMAGE_BYTES } from '@kirana/domain/uploads';
import { HttpError } from '../errors.js';

/** The largest file a form takes, in bytes, and the 413's message above it. */
export interface FileLimit {
  maxBytes: number;
  tooLarge: Message;
}

export const IMAGE_LIMIT: FileLimit = {
  maxBytes: MAX_AFFILIATE_IMAGE_BYTES,
  tooLarge: IMAGE_FILE_TOO_LARGE,
};
export const DOCUMENT_LIMIT: FileLimit = {
  maxBytes: MAX_DOCUMENT_BYTES,
  tooLarge: DOCUMENT_TOO_LARGE,
};
export const CSV_LIMIT: FileLimit = {
  maxBytes: MAX_CATALOGUE_CSV_BYTES,
  tooLarge: CSV_TOO_LARGE,
};
/** The multipart plugin's own cap: the largest of the limits (each form then applies its own). */
export const LARGEST_FILE_BYTES = Math.max(
  IMAGE_LIMIT.maxBytes,
  DOCUMENT_LIMIT.maxBytes,
  CSV_LIMIT.maxBytes,
);

export interface FormFile {
  bytes: Buffer;
  /** The content type its part claims. */
  type: string | undefined;
}

export interface Form {
  fields: Record<string, string>;
  /** The files sent (not empty) under the asked-for fields, by field. */
  files: Record<string, FormFile>;
  /** The file of the first asked-for field, or null when none (or an empty one) was sent. */
  file: Buffer | null;
  fileType: string | undefined;
}

/**
 * `fileFields` are the fields whose files are kept (others are read and dropped); every file is
 * at most `limit.maxBytes`, else a 413 with `limit.tooLarge` about the file's field.
 */
export async function readForm(
  request: FastifyRequest,
  fileFields: string | readonly string[],
  limit: FileLimit,
): Promise<Form> {
  if (!request.isMultipart()) throw new HttpError(415, MULTIPART_REQUIRED);
  const wanted = typeof fileFields === 'string' ? [fileFields] : fileFields;
  const fields: Record<string, string> = {};
  const files: Record<string, FormFile> = {};
  const fileFieldsSent = new Set<string>();
  let repeated: string | undefined;
  let current = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: limit.maxBytes } })) {
      if (part.type === 'file') {
        current = part.fieldname;
        if (fileFieldsSent.has(part.fieldname)) repeated ??= part.fieldname;
        fileFieldsSent.add(part.fieldname);
        // Read every file part so the stream moves on; keep only the expected ones.
        const bytes = await part.toBuffer();
        if (wanted.includes(part.fieldname) && bytes.length > 0)
          files[part.fieldname] = { bytes, type: part.mimetype };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const { statusCode, code } = error as { statusCode?: unknown; code?: unknown };
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, invalidFieldMessage(current, limit.tooLarge));
    // Limits (413) and forbidden names (400) carry their status; a broken body is a 400.
    if (typeof statusCode === 'number') throw error;
    throw new HttpError(400, MULTIPART_MALFORMED);
  }
  if (repeated !== undefined)
    throw new HttpError(400, invalidFieldMessage(repeated, ONE_FILE_PER_FIELD));
  const field = Object.keys(fields).find((name) => fields[name]?.includes('\u0000'));
  if (field) throw new HttpError(400, invalidFieldMessage(field, CONTAINS_NUL));
  const first = wanted[0] === undefined ? undefined : files[wanted[0]];
  return { fields, files, file: first?.bytes ?? null, fileType: first?.type };
}
