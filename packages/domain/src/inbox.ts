// The contact inbox: visitors' messages, new until someone marks them handled. Its statuses and
// the API's messages about them (`@kirana/domain/inbox`); the admin's words are the admin's.

import { type Message, defineMessage } from './catalogue.js';
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
