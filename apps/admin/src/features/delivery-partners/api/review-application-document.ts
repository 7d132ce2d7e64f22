// PATCH /api/admin/delivery-partners/applications/{applicationId}/documents/{documentId}/review:
// the reviewer's mark on one document. The application is refetched (the mark and its history).

import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { refetch, useApiMutation } from '../../../lib/mutations';
import { applicationKeys } from './keys';

export interface ApplicationReviewInput {
  /** The application's id. */
  id: string;
  documentId: string;
  state: 'verified' | 'unclear';
  note?: string;
}

export async function reviewApplicationDocument({
  id: applicationId,
  documentId,
  state,
  note,
}: ApplicationReviewInput) {
  const { data } = await unwrap(
    api.PATCH(
      '/api/admin/delivery-partners/applications/{applicationId}/documents/{documentId}/review',
      {
        params: { path: { applicationId, documentId } },
        body: { state, ...(note ? { note } : {}) },
      },
    ),
  );
  return data.document;
}

export function useReviewApplicationDocument() {
  return useApiMutation(reviewApplicationDocument, {
    onSuccess: (queryClient, _, { id }) => refetch(queryClient, applicationKeys.detail(id)),
  });
}
