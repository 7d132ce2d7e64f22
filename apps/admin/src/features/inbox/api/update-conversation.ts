// PATCH /api/admin/conversations/{conversationId}: assign it (or not), or change its status. The
// answer replaces the cached conversation; the lists (ordered and counted by both) are refetched.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import type { components } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './keys';

export interface UpdateConversationInput {
  conversationId: string;
  change: components['schemas']['UpdateConversationRequest'];
}

export async function updateConversation({ conversationId, change }: UpdateConversationInput) {
  const { data } = await unwrap(
    api.PATCH('/api/admin/conversations/{conversationId}', {
      params: { path: { conversationId } },
      body: change,
    }),
  );
  return data;
}

export function useUpdateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConversation,
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
