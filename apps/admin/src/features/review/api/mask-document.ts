// POST /api/admin/documents/{documentId}/mask: the reviewer's boxes burned into a document image,
// which replaces the stored one (the original destroyed). The file is fetched again (its key is
// the same document, so it is invalidated by id) and the reviewed item's detail is refetched
// (its history gains "Masked ...").
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import type { MaskBox } from '@kirana/ui/mask-boxes';
import { api } from '../../../lib/api-client';
import { documentKeys } from './keys';

export interface MaskInput {
  documentId: string;
  boxes: readonly MaskBox[];
}

export async function maskDocument({ documentId, boxes }: MaskInput) {
  const { data } = await unwrap(
    api.POST('/api/admin/documents/{documentId}/mask', {
      params: { path: { documentId } },
      body: { boxes: boxes.map(({ x, y, width, height }) => ({ x, y, width, height })) },
    }),
  );
  return data.document;
}

/** Masks a document of the item whose detail is under `itemKey`. */
export function useMaskDocument(itemKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: maskDocument,
    onSuccess: (_, { documentId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.document(documentId) }),
        queryClient.invalidateQueries({ queryKey: itemKey }),
      ]),
  });
}
