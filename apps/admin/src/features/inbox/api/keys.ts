// One key scheme for the inbox calls, so a reply, a note, an assignment or a status change
// refreshes the conversation and the lists (their counts and order move with it).
import type { components } from '@kirana/api-client/types';
import { refetch, storeAndRefetch, type CacheUpdate } from '../../../lib/mutations';
import { resourceKeys } from '../../../lib/query-keys';

type Schemas = components['schemas'];

export type Conversation = Schemas['Conversation'];
export type ConversationMessage = Schemas['ConversationMessage'];
type ConversationDetail = Schemas['ConversationDetailResponse']['data'];
export type ReplyOptions = Schemas['ReplyOptions'];
export type CannedReply = Schemas['CannedReply'];
export type ConversationAssignee = Schemas['ConversationAssignee'];

export interface ConversationFilters {
  status?: Schemas['ConversationStatus'];
  /** `me`, `none`, or an admin's id. */
  assignee?: string;
  due?: 'overdue' | 'today';
  q?: string;
}

/** Query keys of the conversations: their pages per filter and each conversation. */
export const conversationKeys = resourceKeys<ConversationFilters>('conversations');

/** Query keys of the canned replies (one list). */
export const cannedReplyKeys = resourceKeys('canned-replies');

/** Query keys of the teammates a conversation can be assigned to (one list). */
export const assigneeKeys = resourceKeys('conversation-assignees');

/**
 * A change to one conversation (a message, an assignment, a status): the answer replaces the
 * cached conversation and the lists are refetched. A refusal (WhatsApp's window closed
 * meanwhile, resolved by a teammate, already so) means the screen was behind: the conversation
 * is read again, so it shows what is possible now.
 */
export const conversationChange: CacheUpdate<ConversationDetail, { conversationId: string }> = {
  onSuccess: (queryClient, detail) =>
    storeAndRefetch(
      queryClient,
      conversationKeys.detail(detail.conversation._id),
      detail,
      conversationKeys.lists(),
    ),
  onError: (queryClient, _error, { conversationId }) =>
    refetch(queryClient, conversationKeys.detail(conversationId)),
};
