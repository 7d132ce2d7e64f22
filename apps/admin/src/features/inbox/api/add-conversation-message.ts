// POST /api/admin/conversations/{conversationId}/messages: a reply (through the outbox, on the
// conversation's channel) or an internal note. The answer, the thread with the new message,
// replaces the cached conversation; the lists are refetched (a first reply stops the clock).

import type { components } from '@kirana/api-client/types';
import { api, dataOf } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutations';
import { conversationChange } from './keys';

export interface AddConversationMessageInput {
  conversationId: string;
  message: components['schemas']['AddConversationMessageRequest'];
}

export async function addConversationMessage({
  conversationId,
  message,
}: AddConversationMessageInput) {
  return dataOf(
    api.POST('/api/admin/conversations/{conversationId}/messages', {
      params: { path: { conversationId } },
      body: message,
    }),
  );
}

export function useAddConversationMessage() {
  return useApiMutation(addConversationMessage, conversationChange);
}
