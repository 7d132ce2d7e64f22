// The inbox's conversations (issue 41) as module-level functions over narrow deps: a contact
// form's message or a phone's incoming message opens a conversation or joins the person's
// latest (a resolved one reopens); a reply goes through the outbox on the conversation's channel
// (e-mail; WhatsApp free text inside the 24-hour window, else its registered template; SMS), a
// note stays in the thread; assignment and status; the canned replies. Every write of the team
// is audited with its change, in one transaction; the conversation's row is locked while a reply
// is written, so two replies at once are both kept, one after the other.
import { VALUE_MESSAGES, invalidFieldMessage } from '@kirana/domain/common';
import { withParams } from '@kirana/domain/catalogue';
import {
  ASSIGNEE_CANNOT_ANSWER,
  ASSIGNEE_INACTIVE,
  ASSIGNEE_NOT_FOUND,
  CANNED_REPLY_NOT_FOUND,
  CANNED_SHORTCUT_TAKEN,
  CONVERSATION_ACTIONS,
  CONVERSATION_ALREADY,
  CONVERSATION_ALREADY_ASSIGNED,
  CONVERSATION_NOT_FOUND,
  CONVERSATION_RESOLVED,
  REPLY_MAX_LENGTH,
  REPLY_TOO_LONG,
  REPLY_WAY_NOT_AVAILABLE,
  WHATSAPP_WINDOW_HOURS,
  WINDOW_CLOSED,
  WINDOW_CLOSED_REASON,
  type ConversationChannel,
  type ConversationStatus,
  type ReplyWay,
} from '@kirana/domain/inbox';
import { ROLES, roleHas } from '@kirana/domain/team';
import type { Database, Queryable } from '../db/adapter.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { AdminRow, TeammateRow } from '../repositories/admins.js';
import type {
  CannedReplyRow,
  ConversationMessageRow,
  ConversationRow,
} from '../repositories/conversations.js';
import type { Repositories } from '../repositories/index.js';
import type { Audited } from './audited.js';

const HOUR_MS = 3_600_000;

export interface ConversationDeps {
  db: Pick<Database, 'transaction'>;
  repos: Pick<Repositories, 'conversations' | 'notifications' | 'admins' | 'audit'>;
  audited: Audited;
  /** Whether SMS is configured (a WhatsApp reply may then go by SMS). */
  smsConfigured: boolean;
}

/** How a reply can go now: the contract's ReplyOptions. */
export interface ReplyOptions {
  channel: ConversationChannel;
  freeText: boolean;
  windowEndsAt: string | null;
  alternatives: ('template' | 'sms')[];
  reason: string | null;
  maxLength: number;
}

/** A reader who may not answer the inbox (a Reviewer) sees only linked conversations. */
export const linkedOnly = (admin: Pick<AdminRow, 'role'>) => !roleHas(admin.role, 'inbox.answer');

export function replyOptions(
  conversation: Pick<ConversationRow, 'channel' | 'lastInboundAt'>,
  now: Date,
  smsConfigured: boolean,
): ReplyOptions {
  if (conversation.channel === 'email')
    return {
      channel: 'email',
      freeText: true,
      windowEndsAt: null,
      alternatives: [],
      reason: null,
      maxLength: REPLY_MAX_LENGTH.email,
    };
  if (conversation.channel === 'sms')
    return {
      channel: 'sms',
      freeText: true,
      windowEndsAt: null,
      alternatives: [],
      reason: null,
      maxLength: REPLY_MAX_LENGTH.sms,
    };
  const ends = new Date(
    new Date(conversation.lastInboundAt).getTime() + WHATSAPP_WINDOW_HOURS * HOUR_MS,
  );
  const open = now < ends;
  return {
    channel: 'whatsapp',
    freeText: open,
    windowEndsAt: ends.toISOString(),
    alternatives: open ? [] : ['template', ...(smsConfigured ? (['sms'] as const) : [])],
    reason: open ? null : WINDOW_CLOSED_REASON,
    maxLength: open ? REPLY_MAX_LENGTH.text : REPLY_MAX_LENGTH.template,
  };
}

/** One conversation as a reader may see it, or a 404. */
export async function findConversation(
  deps: Pick<ConversationDeps, 'repos'>,
  reader: Pick<AdminRow, 'role'>,
  id: string,
  tx?: Queryable,
): Promise<ConversationRow> {
  const row = await deps.repos.conversations.findById(id, tx ? { tx } : {});
  if (!row || (linkedOnly(reader) && !row.store && !row.registration && !row.application))
    throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

/** The thread with each reply's outbox message. */
export async function thread(
  deps: Pick<ConversationDeps, 'repos'>,
  conversationId: string,
): Promise<{ messages: ConversationMessageRow[]; notifications: Map<string, NotificationOf> }> {
  const [messages, notifications] = await Promise.all([
    deps.repos.conversations.messages(conversationId),
    deps.repos.notifications.listFor('conversation', conversationId),
  ]);
  return { messages, notifications: new Map(notifications.map((n) => [n.id, n])) };
}
type NotificationOf = Awaited<ReturnType<Repositories['notifications']['listFor']>>[number];

// ---------- what the person writes ----------

/** A contact form's message opens a conversation (by e-mail), in the form's transaction. */
export async function openFromContactForm(
  deps: Pick<ConversationDeps, 'repos'>,
  input: {
    contactMessageId: string;
    name: string;
    email: string;
    phone: string | null;
    subject: string;
    message: string;
  },
  at: Date,
  tx: Queryable,
): Promise<string> {
  const { conversations } = deps.repos;
  const phone = input.phone?.replace(/[\s()-]/g, '') ?? null;
  const id = await conversations.create(
    {
      channel: 'email',
      personName: input.name,
      personEmail: input.email,
      personPhone: phone && /^\+[0-9]{8,15}$/.test(phone) ? phone : null,
      language: 'en',
      subject: input.subject,
      storeId: null,
      registrationId: null,
      applicationId: null,
      contactMessageId: input.contactMessageId,
      at,
    },
    tx,
  );
  await conversations.addMessage(
    {
      conversationId: id,
      direction: 'in',
      kind: 'message',
      body: input.message,
      authorId: null,
      sentAs: null,
      notificationId: null,
      providerMessageId: null,
      media: null,
    },
    tx,
  );
  return id;
}

/** An incoming WhatsApp or SMS message, as the webhooks read it. */
export interface InboundMessage {
  channel: 'whatsapp' | 'sms';
  /** E.164 with "+". */
  phone: string;
  /** The name the person's WhatsApp profile gives, if any. */
  profileName: string | null;
  body: string;
  providerMessageId: string;
  at: Date;
  media: { storageKey: string; contentType: string; size: number; caption: string | null } | null;
}

/** A repeat of a message already in a thread: the transaction is undone. */
class Repeat extends Error {}

/**
 * Joins the sender's latest conversation on that channel (a resolved one reopens) or opens one,
 * linked to the store or application of the number; an unknown number gets one of its own. A
 * repeat of a provider's message id changes nothing: `received` false.
 */
export async function receiveInbound(
  deps: Pick<ConversationDeps, 'db' | 'repos'>,
  message: InboundMessage,
  subject: string,
): Promise<{ conversationId: string | null; received: boolean }> {
  const { conversations } = deps.repos;
  const seen = await conversations.conversationOfProviderMessage(message.providerMessageId);
  if (seen) return { conversationId: seen, received: false };
  try {
    const conversationId = await deps.db.transaction(async (tx) => {
      let id = (await conversations.latestOfPhone(message.phone, message.channel, tx))?.id;
      if (!id) {
        const who = await conversations.whoIs(message.phone, tx);
        id = await conversations.create(
          {
            channel: message.channel,
            personName: who.name ?? message.profileName,
            personEmail: null,
            personPhone: message.phone,
            language: who.language ?? 'en',
            subject,
            storeId: who.storeId,
            registrationId: who.registrationId,
            applicationId: who.applicationId,
            contactMessageId: null,
            at: message.at,
          },
          tx,
        );
      }
      const added = await conversations.addMessage(
        {
          conversationId: id,
          direction: 'in',
          kind: 'message',
          body: message.body,
          authorId: null,
          sentAs: null,
          notificationId: null,
          providerMessageId: message.providerMessageId,
          media: message.media,
        },
        tx,
      );
      if (!added) throw new Repeat();
      await conversations.inbound(id, message.at, tx);
      return id;
    });
    return { conversationId, received: true };
  } catch (error) {
    if (error instanceof Repeat)
      return {
        conversationId: await conversations.conversationOfProviderMessage(
          message.providerMessageId,
        ),
        received: false,
      };
    throw error;
  }
}

// ---------- what the team writes ----------

/** How this reply goes, or the 4xx that says why it cannot. */
function wayOf(
  conversation: ConversationRow,
  options: ReplyOptions,
  as: 'template' | 'sms' | undefined,
): ReplyWay {
  const unavailable = (reason: string) =>
    badRequest(invalidFieldMessage('as', withParams(REPLY_WAY_NOT_AVAILABLE, { reason })));
  if (conversation.channel === 'email') {
    if (as) throw unavailable('the person wrote by e-mail, so the answer goes by e-mail.');
    return 'email';
  }
  if (conversation.channel === 'sms') {
    if (as === 'template') throw unavailable('the person wrote by SMS, so the answer goes by SMS.');
    return 'sms';
  }
  if (as === 'sms') {
    if (!options.alternatives.includes('sms') && !options.freeText)
      throw unavailable('SMS is not configured on this server.');
    return 'sms';
  }
  if (as === 'template') return 'template';
  if (!options.freeText) throw conflict(WINDOW_CLOSED);
  return 'text';
}

/**
 * A reply (through the outbox, recorded with its message) or an internal note (never sent).
 * A resolved conversation is a 409; a reply longer than its way allows a 400.
 */
export async function addConversationMessage(
  deps: ConversationDeps,
  admin: Pick<AdminRow, 'id' | 'role'>,
  conversationId: string,
  input: { kind: 'reply' | 'note'; body: string; as?: 'template' | 'sms' | undefined },
  now: Date,
): Promise<void> {
  const { conversations, notifications } = deps.repos;
  const body = input.body.trim();
  if (body === '') throw badRequest(invalidFieldMessage('body', VALUE_MESSAGES.blank));
  await deps.audited(
    admin,
    async (tx) => {
      const conversation = await conversations.findById(conversationId, { tx, lock: true });
      if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
      if (input.kind === 'note') {
        await conversations.addMessage(
          {
            conversationId,
            direction: 'out',
            kind: 'note',
            body,
            authorId: admin.id,
            sentAs: null,
            notificationId: null,
            providerMessageId: null,
            media: null,
          },
          tx,
        );
        return { sentAs: null as ReplyWay | null, channel: conversation.channel };
      }
      if (conversation.status === 'resolved') throw conflict(CONVERSATION_RESOLVED);
      const options = replyOptions(conversation, now, deps.smsConfigured);
      const way = wayOf(conversation, options, input.as);
      const max = REPLY_MAX_LENGTH[way];
      if (Array.from(body).length > max)
        throw badRequest(invalidFieldMessage('body', withParams(REPLY_TOO_LONG, { max })));
      const notificationId = await notifications.enqueue(
        {
          ...(way === 'email'
            ? { recipientEmail: conversation.personEmail ?? '' }
            : { recipientPhone: conversation.personPhone ?? '' }),
          template: 'inbox_reply',
          params: { text: body, as: way === 'text' || way === 'email' ? 'text' : 'template' },
          entity: 'conversation',
          entityId: conversationId,
          language: conversation.language,
          bySms: way === 'sms',
        },
        tx,
      );
      await conversations.addMessage(
        {
          conversationId,
          direction: 'out',
          kind: 'message',
          body,
          authorId: admin.id,
          sentAs: way,
          notificationId,
          providerMessageId: null,
          media: null,
        },
        tx,
      );
      await conversations.replied(conversationId, tx);
      return { sentAs: way as ReplyWay | null, channel: conversation.channel };
    },
    (done) => ({
      action: input.kind === 'note' ? CONVERSATION_ACTIONS.note : CONVERSATION_ACTIONS.reply,
      entity: 'conversation',
      entityId: conversationId,
      details: { channel: done.channel, ...(done.sentAs ? { sentAs: done.sentAs } : {}) },
      at: now,
    }),
  );
}

/** The roles that answer the inbox (the domain's role table): whom a conversation can go to. */
const ANSWERING_ROLES = ROLES.filter((role) => roleHas(role, 'inbox.answer'));

/** The teammates a conversation can be given to: active, their role answering the inbox. */
export function assignees(deps: Pick<ConversationDeps, 'repos'>): Promise<TeammateRow[]> {
  return deps.repos.admins.activeOfRoles(ANSWERING_ROLES);
}

/** Checks a teammate can take conversations: exists, active, and their role answers the inbox. */
async function assignable(deps: ConversationDeps, adminId: string, tx: Queryable) {
  const assignee = await deps.repos.admins.findById(adminId, tx);
  if (!assignee) throw conflict(ASSIGNEE_NOT_FOUND);
  if (assignee.deactivatedAt) throw conflict(ASSIGNEE_INACTIVE);
  if (!roleHas(assignee.role, 'inbox.answer')) throw conflict(ASSIGNEE_CANNOT_ANSWER);
  return assignee;
}

/** Assign (or unassign) and/or change the status; what it already has is a 409. */
export async function updateConversation(
  deps: ConversationDeps,
  admin: Pick<AdminRow, 'id' | 'role'>,
  conversationId: string,
  input: { status?: ConversationStatus | undefined; assigneeId?: string | null | undefined },
  now: Date,
): Promise<{ changed: ConversationStatus | 'assigned' | 'unassigned' }> {
  const { conversations } = deps.repos;
  return deps
    .audited(
      admin,
      async (tx) => {
        const conversation = await conversations.findById(conversationId, { tx, lock: true });
        if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
        let changed: ConversationStatus | 'assigned' | 'unassigned' | null = null;
        let assignment: { action: string; details: Record<string, unknown> } | null = null;
        if (input.assigneeId !== undefined) {
          const current = conversation.assignee?.id ?? null;
          if (current === input.assigneeId) throw conflict(CONVERSATION_ALREADY_ASSIGNED);
          if (input.assigneeId === null) {
            await conversations.setAssignee(conversationId, null, tx);
            changed = 'unassigned';
            assignment = { action: CONVERSATION_ACTIONS.unassign, details: {} };
          } else {
            const assignee = await assignable(deps, input.assigneeId, tx);
            await conversations.setAssignee(conversationId, assignee.id, tx);
            changed = 'assigned';
            assignment = {
              action: CONVERSATION_ACTIONS.assign,
              details: { assigneeId: assignee.id, assignee: assignee.name },
            };
          }
        }
        if (input.status !== undefined) {
          if (conversation.status === input.status)
            throw conflict(CONVERSATION_ALREADY[input.status]);
          await conversations.setStatus(conversationId, input.status, tx);
          // The assignment's entry first, then the status's.
          const status = {
            action: CONVERSATION_ACTIONS[input.status],
            details: { from: conversation.status, to: input.status },
          };
          return {
            changed: input.status as ConversationStatus | 'assigned' | 'unassigned',
            entries: assignment ? [assignment, status] : [status],
          };
        }
        // The contract asks for at least one of the two.
        if (!changed || !assignment) throw new Error('nothing to change');
        return { changed, entries: [assignment] };
      },
      (done) =>
        done.entries.map((entry) => ({
          action: entry.action,
          entity: 'conversation',
          entityId: conversationId,
          details: entry.details,
          at: now,
        })),
    )
    .then(({ changed }) => ({ changed }));
}

// ---------- canned replies ----------

type CannedInput = Omit<CannedReplyRow, 'id' | 'updatedAt'>;

const LANGUAGE_NAMES: Record<CannedInput['language'], string> = {
  en: 'English',
  te: 'Telugu',
  hi: 'Hindi',
};

const taken = (language: CannedInput['language']) =>
  conflict(
    invalidFieldMessage(
      'shortcut',
      withParams(CANNED_SHORTCUT_TAKEN, { language: LANGUAGE_NAMES[language] }),
    ),
  );

/** The audit entry of a change to a canned reply: which one, by its shortcut and language. */
const cannedEntry = (action: 'create' | 'edit' | 'delete') => (row: CannedReplyRow) => ({
  action,
  entity: 'canned-reply' as const,
  entityId: row.id,
  details: { shortcut: row.shortcut, language: row.language },
});

export function createCannedReply(
  deps: ConversationDeps,
  admin: Pick<AdminRow, 'id'>,
  input: CannedInput,
): Promise<CannedReplyRow> {
  return deps.audited(
    admin,
    async (tx) => {
      const row = await deps.repos.conversations.createCanned(input, tx);
      if (!row) throw taken(input.language);
      return row;
    },
    cannedEntry('create'),
  );
}

export function updateCannedReply(
  deps: ConversationDeps,
  admin: Pick<AdminRow, 'id'>,
  id: string,
  input: CannedInput,
): Promise<CannedReplyRow> {
  return deps.audited(
    admin,
    async (tx) => {
      const row = await deps.repos.conversations.updateCanned(id, input, tx);
      if (row === 'not-found') throw notFound(CANNED_REPLY_NOT_FOUND);
      if (row === 'taken') throw taken(input.language);
      return row;
    },
    cannedEntry('edit'),
  );
}

export function deleteCannedReply(
  deps: ConversationDeps,
  admin: Pick<AdminRow, 'id'>,
  id: string,
): Promise<CannedReplyRow> {
  return deps.audited(
    admin,
    async (tx) => {
      const row = await deps.repos.conversations.deleteCanned(id, tx);
      if (!row) throw notFound(CANNED_REPLY_NOT_FOUND);
      return row;
    },
    cannedEntry('delete'),
  );
}
