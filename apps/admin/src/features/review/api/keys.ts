import type { OpenableDocument } from './open-document';

/**
 * Query keys of documents: one per file (a replaced file is another), under the document's id
 * (a masked file keeps its document and upload time, so a mask refreshes by id).
 */
export const documentKeys = {
  all: ['documents'] as const,
  document: (documentId: string) => [...documentKeys.all, documentId] as const,
  file: (doc: OpenableDocument) => [...documentKeys.document(doc._id), doc.uploadedAt] as const,
};
