// POST /api/admin/canned-replies (a new one) or PUT /api/admin/canned-replies/{cannedReplyId}
// (a change): one form, one call. The list is refetched after either.

import { unwrap } from '@kirana/api-client/errors';
import type { components } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';
import { refetch, useApiMutation } from '../../../lib/mutations';
import { cannedReplyKeys } from './keys';

export type CannedReplyInput = components['schemas']['CannedReplyRequest'];

export async function saveCannedReply({
  cannedReplyId,
  reply,
}: {
  /** The one to change; null adds a new one. */
  cannedReplyId: string | null;
  reply: CannedReplyInput;
}) {
  const answer = cannedReplyId
    ? api.PUT('/api/admin/canned-replies/{cannedReplyId}', {
        params: { path: { cannedReplyId } },
        body: reply,
      })
    : api.POST('/api/admin/canned-replies', { body: reply });
  return (await unwrap(answer)).data.cannedReply;
}

export function useSaveCannedReply() {
  return useApiMutation(saveCannedReply, {
    onSuccess: (queryClient) => refetch(queryClient, cannedReplyKeys.all),
  });
}
