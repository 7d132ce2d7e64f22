// Reads a multipart form: its text fields and one image file, at most 5 MiB (the multipart
// plugin's fileSize limit answers 413 above that).
import type { FastifyRequest } from 'fastify';
import {
  CONTAINS_NUL,
  MULTIPART_MALFORMED,
  MULTIPART_REQUIRED,
  invalidFieldMessage,
} from '@kirana/domain/messages';
import { HttpError } from '../errors.js';

export interface Form {
  fields: Record<string, string>;
  /** The file of `fileField`, or null when none (or an empty one) was sent. */
  file: Buffer | null;
}

export async function readForm(request: FastifyRequest, fileField: string): Promise<Form> {
  if (!request.isMultipart()) throw new HttpError(415, MULTIPART_REQUIRED);
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Read every file part so the stream moves on; keep only the expected one.
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField && bytes.length > 0) file = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // Limits (413) and forbidden names (400) carry their status; a broken body is a 400.
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new HttpError(400, MULTIPART_MALFORMED);
  }
  const field = Object.keys(fields).find((name) => fields[name]?.includes('\u0000'));
  if (field) throw new HttpError(400, invalidFieldMessage(field, CONTAINS_NUL));
  return { fields, file };
}
