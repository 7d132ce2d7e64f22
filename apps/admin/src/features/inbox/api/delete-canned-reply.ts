// DELETE /api/admin/canned-replies/{cannedReplyId}; the list is refetched after it.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { cannedReplyKeys } from './keys';

export async function deleteCannedReply(cannedReplyId: string) {
  await unwrap(
    api.DELETE('/api/admin/canned-replies/{cannedReplyId}', {
      params: { path: { cannedReplyId } },
    }),
  );
}

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCannedReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cannedReplyKeys.all }),
  });
}
