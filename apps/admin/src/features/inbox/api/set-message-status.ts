// PATCH /api/admin/contact-messages/{messageId}/status: handled, or new again. The answered
// message replaces the cached one; the lists (filtered by status, counted) are refetched.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/client';
import type { components } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';
import { inboxKeys } from './keys';

export interface MessageStatusInput {
  messageId: string;
  status: components['schemas']['ContactMessageStatus'];
}

export async function setMessageStatus({ messageId, status }: MessageStatusInput) {
  const { data } = await unwrap(
    api.PATCH('/api/admin/contact-messages/{messageId}/status', {
      params: { path: { messageId } },
      body: { status },
    }),
  );
  return data.contactMessage;
}

export function useSetMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMessageStatus,
    onSuccess: async (message) => {
      queryClient.setQueryData(inboxKeys.detail(message._id), message);
      await queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
    },
  });
}
