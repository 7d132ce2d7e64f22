// GET /api/admin/documents/{documentId}: a store's or an application's document, fetched with
// the admin's own token like every call (the API records that this admin opened it). There is
// no link to a document: an image is shown from an object URL made here and revoked when its
// viewer goes, a PDF is saved from memory, so nothing copied out of the app opens a document.

import { useEffect, useState } from 'react';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { documentKeys } from './keys';

/** What the screens know of a document: its id, type and when its file was last replaced. */
export interface OpenableDocument {
  _id: string;
  contentType: string;
  uploadedAt: string;
}

/**
 * The document's bytes, typed as the document says it is (one of the four types the API
 * accepts), never as whatever the answer might claim: a blob URL then only ever shows an image
 * or a PDF.
 */
export async function openDocument(doc: OpenableDocument, signal?: AbortSignal): Promise<Blob> {
  const bytes = await unwrap(
    api.GET('/api/admin/documents/{documentId}', {
      params: { path: { documentId: doc._id } },
      parseAs: 'arrayBuffer',
      ...(signal ? { signal } : {}),
    }),
  );
  return new Blob([bytes], { type: doc.contentType });
}

export function documentQueryOptions(doc: OpenableDocument) {
  return queryOptions({
    queryKey: documentKeys.file(doc),
    queryFn: ({ signal }) => openDocument(doc, signal),
    // The file under a key never changes; its bytes leave memory with the last viewer.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** An object URL of `blob` while the caller is mounted (revoked when it goes or changes). */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/** An image document for its viewer: its object URL once fetched, a failure, a retry. */
export function useDocumentImage(doc: OpenableDocument) {
  const query = useQuery(documentQueryOptions(doc));
  const src = useObjectUrl(query.data);
  return {
    src: query.isError ? null : src,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}

/** A PDF document, fetched and saved when the reviewer asks (each click reads it again). */
export function useDownloadDocument(doc: OpenableDocument, fileName: string) {
  return useMutation({
    mutationFn: () => openDocument(doc),
    onSuccess: (blob) => saveFile(blob, fileName),
  });
}
