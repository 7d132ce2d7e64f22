// DELETE /api/admin/canned-replies/{cannedReplyId}; the list is refetched after it.

import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { refetch, useApiMutation } from '../../../lib/mutations';
import { cannedReplyKeys } from './keys';

export async function deleteCannedReply(cannedReplyId: string) {
  await unwrap(
    api.DELETE('/api/admin/canned-replies/{cannedReplyId}', {
      params: { path: { cannedReplyId } },
    }),
  );
}

export function useDeleteCannedReply() {
  return useApiMutation(deleteCannedReply, {
    onSuccess: (queryClient) => refetch(queryClient, cannedReplyKeys.all),
  });
}
