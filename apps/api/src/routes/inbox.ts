// The contact inbox: visitors' messages, newest first, and marking one handled or new again.
import { MESSAGE_MARKED, MESSAGE_NOT_FOUND } from '@kirana/domain/inbox';
import { currentAdmin } from '../auth/guard.js';
import type { Handlers } from '../contract/types.js';
import { notFound } from '../errors.js';
import type { Deps } from './deps.js';
import { presentContactMessage, seenBy } from './present.js';
import { countsWithAll } from '../repositories/review-queue.js';
import { setStatus } from '../services/inbox.js';

type InboxHandlers = Pick<
  Handlers,
  'listContactMessages' | 'getContactMessage' | 'setContactMessageStatus'
>;

export function inboxHandlers({ repos, services }: Deps): InboxHandlers {
  return {
    async listContactMessages(request) {
      const { subject, status, q, cursor, limit = 20 } = request.query;
      const page = await repos.contact.list({ subject, status, q, cursor, limit });
      const seen = seenBy(currentAdmin(request));
      return {
        status: 'success',
        data: {
          contactMessages: page.messages.map((row) => presentContactMessage(row, seen)),
          nextCursor: page.nextCursor,
          counts: countsWithAll(page.counts),
        },
      };
    },

    async getContactMessage(request) {
      const message = await repos.contact.findById(request.params.messageId);
      if (!message) throw notFound(MESSAGE_NOT_FOUND);
      return {
        status: 'success',
        data: { contactMessage: presentContactMessage(message, seenBy(currentAdmin(request))) },
      };
    },

    async setContactMessageStatus(request) {
      const { status } = request.body;
      const message = await setStatus(
        services.inbox,
        currentAdmin(request),
        request.params.messageId,
        status,
      );
      return {
        status: 'success',
        message: MESSAGE_MARKED[status],
        data: { contactMessage: presentContactMessage(message, seenBy(currentAdmin(request))) },
      };
    },
  };
}
