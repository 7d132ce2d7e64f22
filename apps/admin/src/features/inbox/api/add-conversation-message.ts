// POST /api/admin/conversations/{conversationId}/messages: a reply (through the outbox, on the
// conversation's channel) or an internal note. The answer, the thread with the new message,
// replaces the cached conversation; the lists are refetched (a first reply stops the clock).

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import type { components } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './keys';

export interface AddConversationMessageInput {
  conversationId: string;
  message: components['schemas']['AddConversationMessageRequest'];
}

export async function addConversationMessage({
  conversationId,
  message,
}: AddConversationMessageInput) {
  const { data } = await unwrap(
    api.POST('/api/admin/conversations/{conversationId}/messages', {
      params: { path: { conversationId } },
      body: message,
    }),
  );
  return data;
}

export function useAddConversationMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addConversationMessage,
    onSuccess: async (detail) => {
      queryClient.setQueryData(conversationKeys.detail(detail.conversation._id), detail);
      await queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
    // A refusal (WhatsApp's window closed meanwhile, resolved by a teammate, already so) means
    // the screen was behind: read the conversation again, so it shows what is possible now.
    onError: (_error, { conversationId }) =>
      queryClient.invalidateQueries({ queryKey: conversationKeys.detail(conversationId) }),
  });
}
