// The inbox screens' copy: the words of a conversation's statuses, channels and clock, the
// thread's labels, the reply box and the canned replies. The API's own messages are in
// @kirana/domain/inbox.

import type { ConversationChannel, ConversationStatus } from '@kirana/domain/inbox';
import type { OwnerLanguage } from '@kirana/domain/owner-sign-in';

export const CONVERSATION_STATUS_LABELS: Record<ConversationStatus, string> = {
  open: 'Open',
  waiting: 'Waiting on the person',
  resolved: 'Resolved',
};

/** The filter tabs' words (short, to fit a phone). */
export const STATUS_TAB_LABELS: Record<ConversationStatus, string> = {
  open: 'Open',
  waiting: 'Waiting',
  resolved: 'Resolved',
};

/** The status buttons of a conversation: what each one makes of it (open: from resolved). */
export const STATUS_ACTIONS: Record<ConversationStatus, string> = {
  open: 'Reopen',
  waiting: 'Mark waiting',
  resolved: 'Resolve',
};
/** Open again, from waiting. */
export const MARK_OPEN = 'Mark open';

export const CHANNEL_LABELS: Record<ConversationChannel, string> = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
};

export const LANGUAGE_NAMES: Record<OwnerLanguage, string> = {
  en: 'English',
  te: 'Telugu',
  hi: 'Hindi',
};

export const ASSIGNEE_FILTERS = [
  { value: '', label: 'Anyone' },
  { value: 'me', label: 'Me' },
  { value: 'none', label: 'Unassigned' },
] as const;

export const NO_CONVERSATIONS = 'No conversations match these filters.';
export const UNKNOWN_PERSON = 'Unknown number';
export const UNASSIGNED = 'Unassigned';
/** The clock of a conversation whose first answer was given. */
export const ANSWERED = 'answered';

/** A team member's message in the thread: a reply, or a note that was never sent. */
export const INTERNAL_NOTE = 'Internal note — not sent';

/** How a reply went, under it in the thread. */
export const SENT_AS_LABELS: Record<'text' | 'template' | 'sms' | 'email', string> = {
  text: 'WhatsApp message',
  template: 'WhatsApp template',
  sms: 'SMS',
  email: 'E-mail',
};

/** The reply box's alternatives when free text cannot go (WhatsApp's 24-hour rule). */
export const ALTERNATIVE_LABELS: Record<'template' | 'sms', string> = {
  template: 'Send as template',
  sms: 'Send by SMS',
};

export const REPLY_LABEL = 'Reply';
export const NOTE_LABEL = 'Internal note';
export const READ_ONLY =
  'You can read this conversation. Answering it is for the Owner and Support roles.';
export const NO_CANNED_MATCH = 'No canned reply starts with that shortcut.';

/** "123 / 4,096 characters" under the reply box. */
export function characterCount(length: number, max: number): string {
  return `${length.toLocaleString('en-IN')} / ${max.toLocaleString('en-IN')} characters`;
}
