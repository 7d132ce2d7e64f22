// PATCH /api/admin/conversations/{conversationId}: assign it (or not), or change its status. The
// answer replaces the cached conversation; the lists (ordered and counted by both) are refetched.

import type { components } from '@kirana/api-client/types';
import { api, dataOf } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutations';
import { conversationChange } from './keys';

export interface UpdateConversationInput {
  conversationId: string;
  change: components['schemas']['UpdateConversationRequest'];
}

export async function updateConversation({ conversationId, change }: UpdateConversationInput) {
  return dataOf(
    api.PATCH('/api/admin/conversations/{conversationId}', {
      params: { path: { conversationId } },
      body: change,
    }),
  );
}

export function useUpdateConversation() {
  return useApiMutation(updateConversation, conversationChange);
}
