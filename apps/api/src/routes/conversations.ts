// The inbox's conversations and canned replies (issue 41): thin handlers over
// services/conversations.ts. A Reviewer (no inbox.answer) reads only the conversations linked to
// a store or an application; phones and e-mails as the role's ROLE_FIELDS say.
import {
  CANNED_REPLY_DELETED,
  CANNED_REPLY_SAVED,
  CANNED_SHORTCUT_INVALID,
  CANNED_SHORTCUT_PATTERN,
  CONVERSATION_UPDATED,
  INBOX_CLOCK_WEEKS,
  INBOX_RESPONSE_DAYS,
  NOTE_ADDED,
  REPLY_SENT,
} from '@kirana/domain/inbox';
import { invalidFieldMessage } from '@kirana/domain/common';
import { currentAdmin } from '../auth/guard.js';
import type { Handlers, Schemas } from '../contract/types.js';
import { badRequest, notFound } from '../errors.js';
import { DOCUMENT_NOT_FOUND } from '@kirana/domain/stores';
import type { AdminRow } from '../repositories/admins.js';
import type { CannedReplyRow, ConversationRow } from '../repositories/conversations.js';
import {
  addConversationMessage,
  assignees,
  createCannedReply,
  deleteCannedReply,
  findConversation,
  linkedOnly,
  replyOptions,
  thread,
  updateCannedReply,
  updateConversation,
} from '../services/conversations.js';
import type { Deps } from './deps.js';
import { openStored, sendDocument } from './document-reply.js';
import { presentNotification, seenBy, type Seen } from './present.js';
import { maskedPhone } from '@kirana/domain/team';

type ConversationHandlers = Pick<
  Handlers,
  | 'listConversations'
  | 'getConversation'
  | 'updateConversation'
  | 'addConversationMessage'
  | 'openConversationMedia'
  | 'getInboxClock'
  | 'listConversationAssignees'
  | 'listCannedReplies'
  | 'createCannedReply'
  | 'updateCannedReply'
  | 'deleteCannedReply'
>;

const DAY_MS = 86_400_000;

export function presentConversation(row: ConversationRow, seen: Seen): Schemas['Conversation'] {
  const dueAt =
    row.firstResponseAt === null
      ? new Date(
          new Date(row.firstMessageAt).getTime() + INBOX_RESPONSE_DAYS * DAY_MS,
        ).toISOString()
      : null;
  return {
    _id: row.id,
    subject: row.subject,
    channel: row.channel,
    language: row.language,
    status: row.status,
    person: {
      name: row.personName,
      ...(seen.contactEmail && row.personEmail !== null ? { email: row.personEmail } : {}),
      phone:
        row.personPhone === null
          ? null
          : seen.phone === 'full'
            ? row.personPhone
            : maskedPhone(row.personPhone),
    },
    store: row.store ? { _id: row.store.id, name: row.store.name } : null,
    registration: row.registration
      ? { _id: row.registration.id, name: row.registration.name }
      : null,
    application: row.application ? { _id: row.application.id, name: row.application.name } : null,
    assignee: row.assignee ? { _id: row.assignee.id, name: row.assignee.name } : null,
    firstMessageAt: row.firstMessageAt,
    lastMessageAt: row.lastMessageAt,
    lastInboundAt: row.lastInboundAt,
    firstResponseAt: row.firstResponseAt,
    dueAt,
    resolvedAt: row.resolvedAt,
    preview: row.preview,
    messageCount: row.messageCount,
  };
}

export function presentCannedReply(row: CannedReplyRow): Schemas['CannedReply'] {
  return {
    _id: row.id,
    shortcut: row.shortcut,
    language: row.language,
    title: row.title,
    body: row.body,
    updatedAt: row.updatedAt,
  };
}

function checkShortcut(shortcut: string): void {
  if (!CANNED_SHORTCUT_PATTERN.test(shortcut))
    throw badRequest(invalidFieldMessage('shortcut', CANNED_SHORTCUT_INVALID));
}

export function conversationHandlers(deps: Deps): ConversationHandlers {
  const { repos } = deps;
  const service = deps.services.conversations;
  const smsConfigured = deps.config.notify.sms !== undefined;

  /** The conversation, its thread and how a reply can go, as this admin sees them. */
  async function detail(
    admin: AdminRow,
    id: string,
    message?: string,
  ): Promise<Schemas['ConversationDetailResponse']> {
    const now = new Date();
    const row = await findConversation(service, admin, id);
    const seen = seenBy(admin);
    const { messages, notifications } = await thread(service, row.id);
    return {
      status: 'success',
      ...(message ? { message } : {}),
      data: {
        conversation: presentConversation(row, seen),
        messages: messages.map((m) => {
          const notification = m.notificationId ? notifications.get(m.notificationId) : undefined;
          return {
            _id: m.id,
            direction: m.direction,
            kind: m.kind,
            body: m.body,
            author: m.author ? { _id: m.author.id, name: m.author.name } : null,
            createdAt: m.createdAt,
            sentAs: m.sentAs,
            notification: notification ? presentNotification(notification, seen) : null,
            media:
              m.media && !m.media.erased
                ? { documentId: m.id, contentType: m.media.contentType, caption: m.media.caption }
                : null,
          };
        }),
        replyOptions: replyOptions(row, now, smsConfigured),
      },
    };
  }

  return {
    async listConversations(request) {
      const admin = currentAdmin(request);
      const { status, assignee, due, q, cursor, limit = 20 } = request.query;
      const page = await repos.conversations.list(
        {
          status,
          assignee: assignee === 'me' ? admin.id : assignee,
          due,
          q,
          cursor,
          limit,
          linkedOnly: linkedOnly(admin),
        },
        new Date(),
      );
      const seen = seenBy(admin);
      return {
        status: 'success',
        data: {
          conversations: page.conversations.map((row) => presentConversation(row, seen)),
          nextCursor: page.nextCursor,
          counts: page.counts,
        },
      };
    },

    async getConversation(request) {
      return detail(currentAdmin(request), request.params.conversationId);
    },

    async updateConversation(request) {
      const admin = currentAdmin(request);
      // A Reviewer cannot write here (inbox.answer); the 404 of an unknown id comes first.
      await findConversation(service, admin, request.params.conversationId);
      const { changed } = await updateConversation(
        service,
        admin,
        request.params.conversationId,
        request.body,
        new Date(),
      );
      return detail(admin, request.params.conversationId, CONVERSATION_UPDATED[changed]);
    },

    async addConversationMessage(request, reply) {
      const admin = currentAdmin(request);
      await findConversation(service, admin, request.params.conversationId);
      await addConversationMessage(
        service,
        admin,
        request.params.conversationId,
        request.body,
        new Date(),
      );
      reply.code(201);
      return detail(
        admin,
        request.params.conversationId,
        request.body.kind === 'note' ? NOTE_ADDED : REPLY_SENT,
      );
    },

    async openConversationMedia(request, reply) {
      const admin = currentAdmin(request);
      const { conversationId, documentId } = request.params;
      await findConversation(service, admin, conversationId);
      const media = await repos.conversations.mediaOf(documentId);
      if (!media || media.conversationId !== conversationId) throw notFound(DOCUMENT_NOT_FOUND);
      const object = await openStored(deps.documents, media.storageKey, request.log);
      if (!object) throw notFound(DOCUMENT_NOT_FOUND);
      return sendDocument(reply, object, media.storageKey, `inbox-${documentId}`);
    },

    async getInboxClock() {
      const weeks = await repos.conversations.clock(
        new Date(),
        INBOX_CLOCK_WEEKS,
        INBOX_RESPONSE_DAYS,
      );
      return { status: 'success', data: { weeks } };
    },

    async listConversationAssignees() {
      const rows = await assignees(service);
      return {
        status: 'success',
        data: {
          assignees: rows.map((row) => ({
            _id: row.id,
            name: row.name,
            role: row.role as Schemas['Role'],
          })),
        },
      };
    },

    async listCannedReplies() {
      const rows = await repos.conversations.listCanned();
      return { status: 'success', data: { cannedReplies: rows.map(presentCannedReply) } };
    },

    async createCannedReply(request, reply) {
      checkShortcut(request.body.shortcut);
      const row = await createCannedReply(service, currentAdmin(request), request.body);
      reply.code(201);
      return {
        status: 'success',
        message: CANNED_REPLY_SAVED,
        data: { cannedReply: presentCannedReply(row) },
      };
    },

    async updateCannedReply(request) {
      checkShortcut(request.body.shortcut);
      const row = await updateCannedReply(
        service,
        currentAdmin(request),
        request.params.cannedReplyId,
        request.body,
      );
      return {
        status: 'success',
        message: CANNED_REPLY_SAVED,
        data: { cannedReply: presentCannedReply(row) },
      };
    },

    async deleteCannedReply(request) {
      await deleteCannedReply(service, currentAdmin(request), request.params.cannedReplyId);
      return { status: 'success', message: CANNED_REPLY_DELETED };
    },
  };
}
