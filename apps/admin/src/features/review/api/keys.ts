import type { OpenableDocument } from './open-document';

/** Query keys of documents: one per file (a replaced file is another). */
export const documentKeys = {
  all: ['documents'] as const,
  file: (doc: OpenableDocument) => [...documentKeys.all, doc._id, doc.uploadedAt] as const,
};
