// A private document's bytes as an answer, the same wherever it is served (an admin opening one,
// an owner seeing what they saved): opened from storage (a 503 `documents.unreadable`, never a
// garbled file, when its key is missing or its bytes were changed), never cached, never sniffed,
// nothing in it run, an image inline and a PDF as an attachment.
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { DOCUMENT_UNREADABLE } from '@kirana/domain/stores';
import { HttpError } from '../errors.js';
import type { Storage } from '../storage/storage.js';
import { DocumentKeyMissingError, DocumentUnreadableError } from '../storage/encrypted.js';

/** A document that does not open as a 503 (and an error line for the operators). */
export function unreadable(error: unknown, log: FastifyBaseLogger): unknown {
  if (error instanceof DocumentKeyMissingError || error instanceof DocumentUnreadableError) {
    const keyId = error instanceof DocumentKeyMissingError ? error.keyId : undefined;
    log.error({ storageKey: error.storageKey, keyId }, error.message);
    return new HttpError(503, DOCUMENT_UNREADABLE);
  }
  return error;
}

/** The stored bytes opened (undefined when nothing is stored there); a 503 when they cannot be. */
export async function openStored(documents: Storage, storageKey: string, log: FastifyBaseLogger) {
  try {
    return await documents.get(storageKey);
  } catch (error) {
    throw unreadable(error, log);
  }
}

type Stored = NonNullable<Awaited<ReturnType<typeof openStored>>>;

/** Sends the bytes, named `<name>.<the stored file's extension>`. */
export function sendDocument(
  reply: FastifyReply,
  object: Stored,
  storageKey: string,
  name: string,
): FastifyReply {
  const pdf = object.contentType === 'application/pdf';
  const extension = storageKey.slice(storageKey.lastIndexOf('.') + 1);
  return (
    reply
      .header('Content-Type', object.contentType)
      .header('Content-Length', object.size)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header(
        'Content-Disposition',
        `${pdf ? 'attachment' : 'inline'}; filename="${name}.${extension}"`,
      )
      // Nothing in a document runs, even if a browser is asked to render it.
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(object.body)
  );
}
