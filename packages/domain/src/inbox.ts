// The contact inbox: visitors' messages, new until someone marks them handled. Its statuses and
// the API's messages about them (`@kirana/domain/inbox`); the admin's words are the admin's.

import { type Message, defineMessage } from './catalogue.js';
import { INBOX_RESPONSE_DAYS } from './common.js';
import { CONTACT_SUBJECTS } from './contact.js';

export const CONTACT_STATUSES = ['new', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export { CONTACT_SUBJECTS };

export const MESSAGE_NOT_FOUND = defineMessage('inbox.messageNotFound', 'Message not found.');
export const MESSAGE_ALREADY: Record<ContactStatus, Message> = {
  new: defineMessage('inbox.alreadyNew', 'This message is already new.'),
  handled: defineMessage('inbox.alreadyHandled', 'This message is already marked handled.'),
};
export const MESSAGE_MARKED: Record<ContactStatus, string> = {
  new: 'Message reopened.',
  handled: 'Message marked handled.',
};

// ---- Conversations (issue 41): the inbox as a small helpdesk ----

/** `open`: the team owes an answer; `waiting`: on the person; `resolved`. */
export const CONVERSATION_STATUSES = ['open', 'waiting', 'resolved'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** How the person wrote, and how a reply goes back. */
export const CONVERSATION_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type ConversationChannel = (typeof CONVERSATION_CHANNELS)[number];

// In ./common.ts, so that a screen showing the promise alone does not load this module.
export { INBOX_RESPONSE_DAYS };
/** WhatsApp's customer-service window: free text only this long after the person's last message. */
export const WHATSAPP_WINDOW_HOURS = 24;

/** The longest reply each way of sending takes. */
export const REPLY_MAX_LENGTH = {
  /** An e-mail (the request's own bound). */
  email: 5000,
  /** A WhatsApp text message (Cloud API: 4,096 characters). */
  text: 4096,
  /** The utility template's one parameter (the registered inbox_reply template). */
  template: 900,
  /** An SMS: the DLT template's variables (see message-templates). */
  sms: 300,
} as const;
export type ReplyWay = keyof typeof REPLY_MAX_LENGTH;

/** The ways a reply can go (the thread's `sentAs`). */
export const REPLY_WAYS = Object.keys(REPLY_MAX_LENGTH) as ReplyWay[];

/** A thread's message: from the person (`in`) or the team (`out`); a note is never sent. */
export const MESSAGE_DIRECTIONS = ['in', 'out'] as const;
export const MESSAGE_KINDS = ['message', 'note'] as const;

/** What a reply outside WhatsApp's window can be sent as instead. */
export const REPLY_ALTERNATIVES = ['template', 'sms'] as const;
/** What the team adds to a thread: a reply (sent) or a note (never sent). */
export const NEW_MESSAGE_KINDS = ['reply', 'note'] as const;
/** The list's clock filter: past the first-answer due time, or due before midnight in India. */
export const DUE_FILTERS = ['overdue', 'today'] as const;

/** A conversation's subject (a contact-form subject, or where an inbound message came from). */
export const CONVERSATION_SUBJECT_MAX = 200;
/** A conversation's person: a contact form's name, or a WhatsApp profile name cut to this. */
export const CONVERSATION_NAME_MAX = 200;
/** A canned reply's title and body: their longest. */
export const CANNED_TITLE_MAX = 80;
export const CANNED_BODY_MAX = 2000;

/** What the providers' inbound webhooks may carry (bounds of the contract's shapes). */
export const INBOUND_LIMITS = {
  /** A WhatsApp message's or media's id (wamid...). */
  providerIdMax: 200,
  /** A WhatsApp message's type (text, image, sticker...). */
  messageTypeMax: 30,
  mimeTypeMax: 100,
  /** WhatsApp's caption of a photo or document. */
  captionMax: 1024,
  /** An inbound SMS's text as MSG91 forwards it (several parts joined). */
  smsMessageMax: 2000,
  smsNumberMax: 20,
  smsTimeMax: 30,
} as const;

/** A canned reply's shortcut, typed after "/" in the reply box. */
export const CANNED_SHORTCUT_PATTERN = /^[a-z0-9-]{2,30}$/;

/** How many weeks the dashboard's inbox chart shows. */
export const INBOX_CLOCK_WEEKS = 8;

export const CONVERSATION_NOT_FOUND = defineMessage(
  'inbox.conversationNotFound',
  'Conversation not found.',
);
export const CONVERSATION_ALREADY: Record<ConversationStatus, Message> = {
  open: defineMessage('inbox.alreadyOpen', 'This conversation is already open.'),
  waiting: defineMessage(
    'inbox.alreadyWaiting',
    'This conversation is already waiting on the person.',
  ),
  resolved: defineMessage('inbox.alreadyResolved', 'This conversation is already resolved.'),
};
export const CONVERSATION_ALREADY_ASSIGNED = defineMessage(
  'inbox.alreadyAssigned',
  'This conversation is already assigned that way.',
);
export const CONVERSATION_RESOLVED = defineMessage(
  'inbox.conversationResolved',
  'This conversation is resolved. Reopen it to reply.',
);
export const ASSIGNEE_NOT_FOUND = defineMessage(
  'inbox.assigneeNotFound',
  'That teammate does not exist.',
);
export const ASSIGNEE_INACTIVE = defineMessage(
  'inbox.assigneeInactive',
  'That teammate is deactivated. Choose someone active, or leave it unassigned.',
);
export const ASSIGNEE_CANNOT_ANSWER = defineMessage(
  'inbox.assigneeCannotAnswer',
  'That teammate’s role does not answer the inbox.',
);
export const REPLY_TOO_LONG = defineMessage(
  'inbox.replyTooLong',
  'This reply is too long to send this way: at most {max} characters.',
);
export const WINDOW_CLOSED = defineMessage(
  'inbox.windowClosed',
  'More than {hours} hours have passed since their last WhatsApp message, so WhatsApp allows only the registered template. Send it as the template or by SMS.',
  { hours: WHATSAPP_WINDOW_HOURS },
);
export const REPLY_WAY_NOT_AVAILABLE = defineMessage(
  'inbox.replyWayUnavailable',
  'This reply cannot go that way: {reason}',
);
export const NO_WAY_TO_REPLY = defineMessage(
  'inbox.noWayToReply',
  'There is no way to reply to this person: they left no e-mail and no phone that can receive messages.',
);
export const INBOUND_MEDIA_UNAVAILABLE = defineMessage(
  'inbox.mediaUnavailable',
  'The photo or file of an incoming message could not be fetched from WhatsApp now; send the callback again.',
);
export const CANNED_REPLY_NOT_FOUND = defineMessage(
  'inbox.cannedReplyNotFound',
  'Canned reply not found.',
);
export const CANNED_SHORTCUT_TAKEN = defineMessage(
  'inbox.cannedShortcutTaken',
  'Another {language} canned reply already uses this shortcut.',
);
export const CANNED_SHORTCUT_INVALID = defineMessage(
  'inbox.cannedShortcutInvalid',
  'A shortcut is 2 to 30 lower-case letters, digits or hyphens, like "thanks".',
);

export const CONVERSATION_UPDATED: Record<ConversationStatus | 'assigned' | 'unassigned', string> =
  {
    open: 'Conversation reopened.',
    waiting: 'Marked waiting on the person.',
    resolved: 'Conversation resolved.',
    assigned: 'Conversation assigned.',
    unassigned: 'Conversation unassigned.',
  };
export const REPLY_SENT = 'Reply queued to send.';
export const NOTE_ADDED = 'Note added.';
export const CANNED_REPLY_SAVED = 'Canned reply saved.';
export const CANNED_REPLY_DELETED = 'Canned reply removed.';

/** The audit actions of the conversations, in the activity log's words. */
export const CONVERSATION_ACTIONS = {
  reply: 'reply',
  note: 'add-note',
  assign: 'assign',
  unassign: 'unassign',
  open: 'mark-open',
  waiting: 'mark-waiting',
  resolved: 'mark-resolved',
} as const;
export const CONVERSATION_ACTION_WORDS: Record<string, string> = {
  [CONVERSATION_ACTIONS.reply]: 'Replied',
  [CONVERSATION_ACTIONS.note]: 'Added an internal note',
  [CONVERSATION_ACTIONS.assign]: 'Assigned',
  [CONVERSATION_ACTIONS.unassign]: 'Unassigned',
  [CONVERSATION_ACTIONS.open]: 'Reopened the conversation',
  [CONVERSATION_ACTIONS.waiting]: 'Marked waiting on the person',
  [CONVERSATION_ACTIONS.resolved]: 'Resolved',
};

/** Where an inbound message comes from, as the inbox's subject says when nobody gave one. */
export const INBOUND_SUBJECT: Record<'whatsapp' | 'sms', string> = {
  whatsapp: 'WhatsApp message',
  sms: 'SMS message',
};

/** Why a WhatsApp reply cannot go as free text (replyOptions.reason). */
export const WINDOW_CLOSED_REASON = `More than ${WHATSAPP_WINDOW_HOURS} hours have passed since their last WhatsApp message: WhatsApp allows only the registered template, or send it by SMS.`;

/** A message of a kind we do not show (a sticker, a location): what the thread says instead. */
export function otherMessageWords(type: string): string {
  return `(a ${type} message)`;
}
