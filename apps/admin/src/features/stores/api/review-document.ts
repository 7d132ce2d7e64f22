// PATCH /api/admin/branches/{branchId}/documents/{documentId}/review: the reviewer's mark on one
// document. The store's detail is refetched (the document and its history entry).

import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { refetch, useApiMutation } from '../../../lib/mutations';
import { storeKeys } from './keys';

export interface ReviewInput {
  /** The store's id. */
  id: string;
  documentId: string;
  state: 'verified' | 'unclear';
  note?: string;
}

export async function reviewDocument({ id: branchId, documentId, state, note }: ReviewInput) {
  const { data } = await unwrap(
    api.PATCH('/api/admin/branches/{branchId}/documents/{documentId}/review', {
      params: { path: { branchId, documentId } },
      body: { state, ...(note ? { note } : {}) },
    }),
  );
  return data.document;
}

export function useReviewDocument() {
  return useApiMutation(reviewDocument, {
    onSuccess: (queryClient, _, { id }) => refetch(queryClient, storeKeys.detail(id)),
  });
}
