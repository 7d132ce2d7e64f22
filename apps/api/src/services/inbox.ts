// The contact inbox's one write: a message marked handled (who and when are kept) or reopened,
// with its audit entry, in one transaction.
import { MESSAGE_ALREADY, MESSAGE_NOT_FOUND, type ContactStatus } from '@kirana/domain/inbox';
import { conflict, notFound } from '../errors.js';
import type { AdminRow } from '../repositories/admins.js';
import type { ContactMessageRow } from '../repositories/contact.js';
import type { Repositories } from '../repositories/index.js';
import type { Audited } from './audited.js';

/** What the inbox's write works with. */
export interface InboxDeps {
  repos: Pick<Repositories, 'contact'>;
  audited: Audited;
}

export function setStatus(
  deps: InboxDeps,
  admin: AdminRow,
  messageId: string,
  status: ContactStatus,
): Promise<ContactMessageRow> {
  return deps.audited(
    admin,
    async (tx) => {
      const result = await deps.repos.contact.setStatus(messageId, status, admin.id, tx);
      if (result === 'not-found') throw notFound(MESSAGE_NOT_FOUND);
      if (result === 'unchanged') throw conflict(MESSAGE_ALREADY[status]);
      return result;
    },
    (message) => ({
      action: status === 'handled' ? 'mark-handled' : 'mark-new',
      entity: 'contact-message',
      entityId: message.id,
      details: { name: message.name, subject: message.subject },
    }),
  );
}
