// The contact inbox: visitors' messages, new until someone marks them handled. Its statuses,
// words and the reply an admin starts from (`@kirana/domain/inbox`).

import { type Message, defineMessage } from './catalogue.js';
import { CONTACT_SUBJECTS } from './contact.js';

export const CONTACT_STATUSES = ['new', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  handled: 'Handled',
};

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
export const NO_MESSAGES = 'No messages match these filters.';

/** The mailto: link of a reply: to the visitor, "Re: <subject>" prefilled. */
export function replyLink(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace('%40', '@')}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}
