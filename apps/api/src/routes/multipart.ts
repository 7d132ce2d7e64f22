// Reads a multipart form: its text fields and the files of the fields asked for, each at most
// 5 MiB (the multipart plugin's fileSize limit answers 413 above that).
import type { FastifyRequest } from 'fastify';
import {
  CONTAINS_NUL,
  MULTIPART_MALFORMED,
  MULTIPART_REQUIRED,
  invalidFieldMessage,
} from '@kirana/domain/common';
import { HttpError } from '../errors.js';

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
 * `fileFields` are the fields whose files are kept (others are read and dropped). `tooLarge`
 * is the 413's message for a file over the 5 MiB limit (default: the image one); it is prefixed
 * with the field's name when the form has several files.
 */
export async function readForm(
  request: FastifyRequest,
  fileFields: string | readonly string[],
  { tooLarge }: { tooLarge?: string } = {},
): Promise<Form> {
  if (!request.isMultipart()) throw new HttpError(415, MULTIPART_REQUIRED);
  const wanted = typeof fileFields === 'string' ? [fileFields] : fileFields;
  const fields: Record<string, string> = {};
  const files: Record<string, FormFile> = {};
  let current = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        current = part.fieldname;
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
    if (tooLarge && code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(
        413,
        wanted.length > 1 ? invalidFieldMessage(current, tooLarge) : tooLarge,
      );
    // Limits (413) and forbidden names (400) carry their status; a broken body is a 400.
    if (typeof statusCode === 'number') throw error;
    throw new HttpError(400, MULTIPART_MALFORMED);
  }
  const field = Object.keys(fields).find((name) => fields[name]?.includes('\u0000'));
  if (field) throw new HttpError(400, invalidFieldMessage(field, CONTAINS_NUL));
  const first = wanted[0] === undefined ? undefined : files[wanted[0]];
  return { fields, files, file: first?.bytes ?? null, fileType: first?.type };
}
