// The public site's calls: the store finder (services/store-finder.ts) and the contact form. No
// login; rate limited.
import { CONTACT_THANK_YOU } from '@kirana/domain/contact';
import { CONTACT_LIMIT, STORE_SEARCH_LIMIT } from '../auth/rate-limit.js';
import type { Handlers } from '../contract/types.js';
import { enforceLimit, type Deps } from './deps.js';
import { findStores } from '../services/store-finder.js';
import { openFromContactForm } from '../services/conversations.js';

export function publicHandlers(
  deps: Deps,
): Pick<Handlers, 'listPublicStores' | 'createContactMessage'> {
  const { repos } = deps;
  return {
    async listPublicStores(request, reply) {
      await enforceLimit(deps, reply, `stores:ip:${request.ip}`, STORE_SEARCH_LIMIT);
      return { status: 'success', data: await findStores(deps.repos, request.query, new Date()) };
    },

    async createContactMessage(request, reply) {
      const body = request.body;
      await enforceLimit(deps, reply, `contact:ip:${request.ip}`, CONTACT_LIMIT);
      const input = {
        name: body.name,
        email: body.email,
        phone: body.phone ?? null,
        subject: body.subject,
        message: body.message,
      };
      // The message opens a conversation in the inbox, in the same transaction (issue 41).
      const saved = await deps.db.transaction(async (tx) => {
        const row = await repos.contact.create(input, tx);
        await openFromContactForm(
          deps.services.conversations,
          { contactMessageId: row.id, ...input },
          new Date(row.createdAt),
          tx,
        );
        return row;
      });
      reply.code(201);
      return {
        status: 'success',
        message: CONTACT_THANK_YOU,
        data: { contactMessage: { _id: saved.id, createdAt: saved.createdAt } },
      };
    },
  };
}
