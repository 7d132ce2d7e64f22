// The inbox screens' copy: the words of a message's statuses, the empty list, and the reply an
// admin starts from.

import type { ContactStatus } from '@kirana/domain/inbox';

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  handled: 'Handled',
};

export const NO_MESSAGES = 'No messages match these filters.';

/** The mailto: link of a reply: to the visitor, "Re: <subject>" prefilled. */
export function replyLink(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace('%40', '@')}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}
