// PATCH /api/admin/conversations/{conversationId}: assign it (or not), or change its status. The
// answer replaces the cached conversation; the lists (ordered and counted by both) are refetched.

import { unwrap } from '@kirana/api-client/errors';
import type { components } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutations';
import { conversationChange } from './keys';

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
  return useApiMutation(updateConversation, conversationChange);
}
