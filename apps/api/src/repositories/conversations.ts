// The inbox's conversations (issue 41): a conversation per person and subject with its messages
// in and out (internal notes flagged), an assignee, a status and the clock's times; incoming
// messages recognised by their provider id; the list in the order of what is due first; the
// dashboard's counts and the weekly clock; and the team's canned replies.
import {
  INBOX_RESPONSE_DAYS,
  type ConversationChannel,
  type ConversationStatus,
} from '@kirana/domain/inbox';
import type { OwnerLanguage } from '@kirana/domain/store-owners';
import type { Queryable } from '../db/adapter.js';
import { decodeCursor, pageOf } from './cursor.js';
import { containsPattern, isoColumn, isUuid, type ReadOptions } from './rows.js';

export interface ConversationRow {
  id: string;
  subject: string;
  channel: ConversationChannel;
  language: OwnerLanguage;
  status: ConversationStatus;
  personName: string | null;
  personEmail: string | null;
  personPhone: string | null;
  store: { id: string; name: string } | null;
  registration: { id: string; name: string } | null;
  application: { id: string; name: string } | null;
  assignee: { id: string; name: string } | null;
  firstMessageAt: string;
  lastMessageAt: string;
  lastInboundAt: string;
  firstResponseAt: string | null;
  resolvedAt: string | null;
  preview: string;
  messageCount: number;
}

export interface ConversationMessageRow {
  id: string;
  direction: 'in' | 'out';
  kind: 'message' | 'note';
  body: string;
  author: { id: string; name: string } | null;
  sentAs: 'text' | 'template' | 'sms' | 'email' | null;
  notificationId: string | null;
  media: { contentType: string; caption: string | null; erased: boolean } | null;
  createdAt: string;
}

/** What a phone number is to the platform, for an incoming message's conversation. */
export interface PhoneOwner {
  storeId: string | null;
  registrationId: string | null;
  applicationId: string | null;
  name: string | null;
  language: OwnerLanguage | null;
}

export interface NewConversation {
  channel: ConversationChannel;
  personName: string | null;
  personEmail: string | null;
  personPhone: string | null;
  language: OwnerLanguage;
  subject: string;
  storeId: string | null;
  registrationId: string | null;
  applicationId: string | null;
  contactMessageId: string | null;
  at: Date;
}

export interface NewConversationMessage {
  conversationId: string;
  direction: 'in' | 'out';
  kind: 'message' | 'note';
  body: string;
  authorId: string | null;
  sentAs: ConversationMessageRow['sentAs'];
  notificationId: string | null;
  providerMessageId: string | null;
  media: { storageKey: string; contentType: string; size: number; caption: string | null } | null;
}

export interface ConversationFilter {
  status?: ConversationStatus | undefined;
  /** An admin's id, or 'none'. */
  assignee?: string | undefined;
  due?: 'overdue' | 'today' | undefined;
  q?: string | undefined;
  /** Only those linked to a store or an application (a Reviewer). */
  linkedOnly: boolean;
  cursor?: string | undefined;
  limit: number;
}

export interface ConversationCounts {
  open: number;
  waiting: number;
  resolved: number;
  overdue: number;
  dueToday: number;
}

export interface CannedReplyRow {
  id: string;
  shortcut: string;
  language: OwnerLanguage;
  title: string;
  body: string;
  updatedAt: string;
}

const columns = `c.id, c.subject, c.channel, c.language, c.status, c.person_name as "personName",
  c.person_email as "personEmail", c.person_phone as "personPhone",
  case when s.id is null then null else json_build_object('id', s.id, 'name', s.name) end as store,
  case when r.id is null then null
    else json_build_object('id', r.id, 'name', coalesce(r.shop_name, 'Store application')) end
    as registration,
  case when p.id is null then null else json_build_object('id', p.id, 'name', p.name) end
    as application,
  case when a.id is null then null else json_build_object('id', a.id, 'name', a.name) end
    as assignee,
  ${isoColumn('c.first_message_at', 'firstMessageAt')},
  ${isoColumn('c.last_message_at', 'lastMessageAt')},
  ${isoColumn('c.last_inbound_at', 'lastInboundAt')},
  ${isoColumn('c.first_response_at', 'firstResponseAt')},
  ${isoColumn('c.resolved_at', 'resolvedAt')},
  coalesce((select left(m.body, 140) from conversation_messages m
    where m.conversation_id = c.id and m.kind = 'message'
    order by m.created_at desc, m.id desc limit 1), '') as preview,
  (select count(*)::int from conversation_messages m where m.conversation_id = c.id)
    as "messageCount"`;
const joins = `left join branches s on s.id = c.store_id
  left join store_registrations r on r.id = c.registration_id
  left join delivery_partner_applications p on p.id = c.application_id
  left join admins a on a.id = c.assignee_id`;
const from = `conversations c ${joins}`;

/** Linked to a store, a store registration or a delivery-partner application: what a Reviewer sees. */
const LINKED = `(c.store_id is not null or c.registration_id is not null
  or c.application_id is not null)`;

/**
 * Waiting for a first answer (and not resolved): these come first, by due time (rank 0). The
 * predicate of their index (migration 028), written the same for the planner to see it.
 */
const UNANSWERED = `(c.first_response_at is null and c.status <> 'resolved')`;
/** The others, answered or resolved (rank 1): the predicate of their index (migration 028). */
const ANSWERED = `(c.first_response_at is not null or c.status = 'resolved')`;
/** The list's sort key in its rank: rank 0 by first message, rank 1 by last message, newest first. */
const SORT = `case when ${UNANSWERED} then extract(epoch from c.first_message_at)
  else -extract(epoch from c.last_message_at) end`;

/** When the first answer is due. */
const DUE = `(c.first_message_at + interval '${INBOX_RESPONSE_DAYS} days')`;

/** Midnight ending today in India, after `now`. */
const INDIA_MIDNIGHT = `((date_trunc('day', $NOW::timestamptz at time zone 'Asia/Kolkata')
  + interval '1 day') at time zone 'Asia/Kolkata')`;

/** The search's text: name, e-mail, phone and subject, lowercased (the trigram index's). */
const SEARCH_TEXT = `lower(coalesce(c.person_name, '') || ' ' || coalesce(c.person_email, '') || ' '
  || coalesce(c.person_phone, '') || ' ' || c.subject)`;

const DAY_MS = 86_400_000;
/** The earliest moment (year 1) and the first past the latest (year 10000) a cursor may name. */
const FIRST_MICROS = -62_135_596_800_000_000n;
const PAST_LAST_MICROS = 253_402_300_800_000_000n;

/**
 * The moment a list cursor's key names, in microseconds since 1970 (rank 0: the first
 * message's; rank 1: the last message's, its key being minus its epoch); null when the key is
 * not a number of seconds with up to six decimals within years 1 to 9999.
 */
function momentOfKey(rank: 0 | 1, key: string): bigint | null {
  const match = /^(-?)(\d{1,12})(?:\.(\d{1,6}))?$/.exec(key);
  if (!match) return null;
  const [, minus, seconds = '0', fraction = ''] = match;
  const micros = BigInt(seconds) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
  const moment = (minus === '-') === (rank === 1) ? micros : -micros;
  return moment >= FIRST_MICROS && moment < PAST_LAST_MICROS ? moment : null;
}

/**
 * A statement's parameters and the list's filters but status and clock as its conditions:
 * the search, the assignee, linked only.
 */
function statement(filter: ConversationFilter) {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const matching: string[] = [];
  const q = filter.q?.trim();
  if (q) matching.push(`${SEARCH_TEXT} like ${param(containsPattern(q.toLowerCase()))}`);
  if (filter.assignee === 'none') matching.push('c.assignee_id is null');
  else if (filter.assignee !== undefined)
    matching.push(`c.assignee_id::text = ${param(filter.assignee)}`);
  if (filter.linkedOnly) matching.push(LINKED);
  return {
    params,
    param,
    where: (more: string[]) => [...matching, ...more].join(' and ') || 'true',
    /** First messages before this are overdue (their answer was due before `now`). */
    overdueBefore: (now: Date) => param(new Date(now.getTime() - INBOX_RESPONSE_DAYS * DAY_MS)),
    /** First messages before this are due before midnight in India. */
    todayBefore: (now: Date) => {
      const at = param(now);
      const midnight = INDIA_MIDNIGHT.replaceAll('$NOW', () => at);
      return `(${midnight} - interval '${INBOX_RESPONSE_DAYS * 24} hours')`;
    },
  };
}

const messageColumns = `m.id, m.direction, m.kind, m.body,
  case when a.id is null then null else json_build_object('id', a.id, 'name', a.name) end as author,
  m.sent_as as "sentAs", m.notification_id as "notificationId",
  case when m.media_content_type is null then null
    else json_build_object('contentType', m.media_content_type, 'caption', m.media_caption,
      'erased', m.media_storage_key is null) end as media,
  ${isoColumn('m.created_at', 'createdAt')}`;

const cannedColumns = `id, shortcut, language, title, body, ${isoColumn('updated_at', 'updatedAt')}`;

export function conversationsRepository(db: Queryable) {
  return {
    async create(input: NewConversation, tx: Queryable = db): Promise<string> {
      const [row] = await tx.query<{ id: string }>(
        `insert into conversations (channel, person_name, person_email, person_phone, language,
           subject, store_id, registration_id, application_id, contact_message_id,
           first_message_at, last_message_at, last_inbound_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $11) returning id`,
        [
          input.channel,
          input.personName,
          input.personEmail,
          input.personPhone,
          input.language,
          input.subject,
          input.storeId,
          input.registrationId,
          input.applicationId,
          input.contactMessageId,
          input.at,
        ],
      );
      if (!row) throw new Error('the conversation was not written');
      return row.id;
    },

    async findById(id: string, options: ReadOptions = {}): Promise<ConversationRow | null> {
      if (!isUuid(id)) return null;
      const tx = options.tx ?? db;
      if (options.lock)
        await tx.query('select id from conversations where id = $1 for update', [id]);
      const [row] = await tx.query<ConversationRow>(
        `select ${columns} from ${from} where c.id = $1`,
        [id],
      );
      return row ?? null;
    },

    /** The latest conversation of this phone on this channel, locked; null when none. */
    async latestOfPhone(
      phone: string,
      channel: ConversationChannel,
      tx: Queryable,
    ): Promise<{ id: string; status: ConversationStatus } | null> {
      const [row] = await tx.query<{ id: string; status: ConversationStatus }>(
        `select id, status from conversations where person_phone = $1 and channel = $2
         order by last_message_at desc, id desc limit 1 for update`,
        [phone, channel],
      );
      return row ?? null;
    },

    /**
     * Who a phone is: the store its owner has (their latest), else the store registration it
     * started, else the delivery-partner application it made; with a name and the language
     * they chose.
     */
    async whoIs(phone: string, tx: Queryable = db): Promise<PhoneOwner> {
      const nobody = { storeId: null, registrationId: null, applicationId: null };
      const [store] = await tx.query<{ id: string; name: string; language: OwnerLanguage }>(
        `select b.id, b.owner_name as name, coalesce(o.language, b.language, 'en') as language
         from branches b left join store_owners o on o.id = b.owner_id
         where o.phone = $1 or b.owner_phone = $1
         order by b.created_at desc, b.id desc limit 1`,
        [phone],
      );
      if (store)
        return { ...nobody, storeId: store.id, name: store.name, language: store.language };
      const [registration] = await tx.query<{
        id: string;
        name: string | null;
        language: OwnerLanguage;
      }>(
        `select r.id, r.owner_name as name, coalesce(o.language, r.language) as language
         from store_registrations r join store_owners o on o.id = r.owner_id
         where o.phone = $1 order by r.created_at desc, r.id desc limit 1`,
        [phone],
      );
      if (registration) {
        const { id, name, language } = registration;
        return { ...nobody, registrationId: id, name, language };
      }
      // An application keeps the mobile's ten digits, without India's +91.
      const [application] = phone.startsWith('+91')
        ? await tx.query<{ id: string; name: string; language: OwnerLanguage }>(
            `select id, name, language from delivery_partner_applications where phone = $1
             order by submitted_at desc, id desc limit 1`,
            [phone.slice(3)],
          )
        : [];
      if (application) {
        const { id, name, language } = application;
        return { ...nobody, applicationId: id, name, language };
      }
      const [owner] = await tx.query<{ language: OwnerLanguage }>(
        'select language from store_owners where phone = $1',
        [phone],
      );
      return { ...nobody, name: null, language: owner?.language ?? null };
    },

    /** A message of the thread; null when its provider id was seen already (a repeat). */
    async addMessage(input: NewConversationMessage, tx: Queryable): Promise<string | null> {
      const [row] = await tx.query<{ id: string }>(
        `insert into conversation_messages (conversation_id, direction, kind, body, author_id,
           sent_as, notification_id, provider_message_id, media_storage_key, media_content_type,
           media_size, media_caption, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, clock_timestamp())
         on conflict (provider_message_id) do nothing
         returning id`,
        [
          input.conversationId,
          input.direction,
          input.kind,
          input.body,
          input.authorId,
          input.sentAs,
          input.notificationId,
          input.providerMessageId,
          input.media?.storageKey ?? null,
          input.media?.contentType ?? null,
          input.media?.size ?? null,
          input.media?.caption ?? null,
        ],
      );
      return row?.id ?? null;
    },

    /** The conversation an incoming message with this provider id is in; null when none. */
    async conversationOfProviderMessage(
      providerMessageId: string,
      tx: Queryable = db,
    ): Promise<string | null> {
      const [row] = await tx.query<{ id: string }>(
        'select conversation_id as id from conversation_messages where provider_message_id = $1',
        [providerMessageId],
      );
      return row?.id ?? null;
    },

    /** The person wrote: the conversation is open again (a resolved one reopens), times moved. */
    async inbound(id: string, at: Date, tx: Queryable): Promise<void> {
      await tx.query(
        `update conversations set status = 'open', resolved_at = null,
           last_message_at = greatest(last_message_at, $2),
           last_inbound_at = greatest(last_inbound_at, $2), updated_at = now()
         where id = $1`,
        [id, at],
      );
    },

    /** The team replied: the first reply sets the first response; it waits on the person. */
    async replied(id: string, tx: Queryable): Promise<void> {
      await tx.query(
        `update conversations set first_response_at = coalesce(first_response_at, now()),
           status = 'waiting', last_message_at = greatest(last_message_at, now()),
           updated_at = now()
         where id = $1`,
        [id],
      );
    },

    async setStatus(id: string, status: ConversationStatus, tx: Queryable): Promise<void> {
      await tx.query(
        `update conversations set status = $2,
           resolved_at = case when $2 = 'resolved' then now() end, updated_at = now()
         where id = $1`,
        [id, status],
      );
    },

    async setAssignee(id: string, adminId: string | null, tx: Queryable): Promise<void> {
      await tx.query(
        'update conversations set assignee_id = $2, updated_at = now() where id = $1',
        [id, adminId],
      );
    },

    /** The thread, oldest first (notes included). */
    messages(conversationId: string, tx: Queryable = db): Promise<ConversationMessageRow[]> {
      return tx.query<ConversationMessageRow>(
        `select ${messageColumns} from conversation_messages m
         left join admins a on a.id = m.author_id
         where m.conversation_id = $1 order by m.created_at, m.id`,
        [conversationId],
      );
    },

    /**
     * One page in the order of what is due first; the first page (no cursor) with the counts
     * per status, overdue and due today for the same filters but status and clock.
     *
     * The order is (rank, key, id): rank 0, the unanswered, by first message, oldest first;
     * rank 1, the others, by last message, newest first. Each rank is read on its own through
     * its partial index (migration 028), up to a page, so a page reads a page's rows however
     * many conversations there are; the columns (the preview, the store...) are computed for
     * the page's rows only.
     */
    async list(
      filter: ConversationFilter,
      now: Date,
      tx: Queryable = db,
    ): Promise<{
      conversations: ConversationRow[];
      nextCursor: string | null;
      counts: ConversationCounts | null;
    }> {
      // The cursor's key is the sort value as text (the epoch of the first message for rank 0,
      // minus the epoch of the last for rank 1), read back as the moment it names.
      const after = decodeCursor<[number, string, string]>(
        filter.cursor,
        ['number', 'string', 'string'],
        ([rank, key, id]) =>
          (rank === 0 || rank === 1) && momentOfKey(rank, key) !== null && isUuid(id),
      );
      const size = filter.limit + 1;

      // The page: each rank's first `size` rows past the cursor, then their columns.
      const list = statement(filter);
      const status = filter.status ? [`c.status = ${list.param(filter.status)}`] : [];
      const moment = (micros: bigint | null) =>
        `(timestamptz 'epoch' + ${list.param(String(micros ?? 0n))}::bigint * interval '1 microsecond')`;
      const ranks: string[] = [];
      // Rank 0: none past it, nor when only the resolved are asked for.
      if (after?.[0] !== 1 && filter.status !== 'resolved') {
        const clock =
          filter.due === 'overdue'
            ? [`c.first_message_at < ${list.overdueBefore(now)}`]
            : filter.due === 'today'
              ? [
                  `c.first_message_at >= ${list.overdueBefore(now)}`,
                  `c.first_message_at < ${list.todayBefore(now)}`,
                ]
              : [];
        const past = after
          ? [
              `(c.first_message_at, c.id) > (${moment(momentOfKey(0, after[1]))}, ${list.param(after[2])}::uuid)`,
            ]
          : [];
        ranks.push(
          `(select c.*, 0 as rank from conversations c
            where ${list.where([UNANSWERED, ...status, ...clock, ...past])}
            order by c.first_message_at, c.id limit ${size})`,
        );
      }
      // Rank 1: none when the clock is asked for (it is the unanswered's).
      if (filter.due === undefined) {
        const past: string[] = [];
        if (after?.[0] === 1) {
          const at = moment(momentOfKey(1, after[1]));
          past.push(
            `c.last_message_at <= ${at}`,
            `(c.last_message_at < ${at} or c.id > ${list.param(after[2])}::uuid)`,
          );
        }
        ranks.push(
          `(select c.*, 1 as rank from conversations c
            where ${list.where([ANSWERED, ...status, ...past])}
            order by c.last_message_at desc, c.id limit ${size})`,
        );
      }
      const rows =
        ranks.length === 0
          ? []
          : await tx.query<ConversationRow & { rank: number; key: string }>(
              `select ${columns}, c.rank, (${SORT})::text as key
               from (${ranks.join(' union all ')}) c ${joins}
               order by c.rank, ${SORT}, c.id
               limit ${size}`,
              list.params,
            );
      const page = pageOf(rows, filter.limit, (row) => [row.rank, row.key, row.id]);

      let counts: ConversationCounts | null = null;
      if (!after) {
        const count = statement(filter);
        const overdueBefore = count.overdueBefore(now);
        const [row] = await tx.query<ConversationCounts>(
          `select (count(*) filter (where c.status = 'open'))::int as open,
             (count(*) filter (where c.status = 'waiting'))::int as waiting,
             (count(*) filter (where c.status = 'resolved'))::int as resolved,
             (select count(*) from conversations c
               where ${count.where([UNANSWERED, `c.first_message_at < ${overdueBefore}`])})::int
               as overdue,
             (select count(*) from conversations c
               where ${count.where([
                 UNANSWERED,
                 `c.first_message_at >= ${overdueBefore}`,
                 `c.first_message_at < ${count.todayBefore(now)}`,
               ])})::int as "dueToday"
           from conversations c where ${count.where([])}`,
          count.params,
        );
        counts = row ?? { open: 0, waiting: 0, resolved: 0, overdue: 0, dueToday: 0 };
      }
      return {
        conversations: page.items.map(({ rank: _rank, key: _key, ...row }) => row),
        nextCursor: page.nextCursor,
        counts,
      };
    },

    /** The dashboard's tile: open or waiting, overdue, due before midnight in India. */
    async queueCounts(
      now: Date,
      linkedOnly: boolean,
      tx: Queryable = db,
    ): Promise<{ open: number; overdue: number; dueToday: number }> {
      const due = DUE;
      const midnight = INDIA_MIDNIGHT.replaceAll('$NOW', () => '$1');
      const [row] = await tx.query<{ open: number; overdue: number; dueToday: number }>(
        `select (count(*) filter (where c.status <> 'resolved'))::int as open,
           (count(*) filter (where ${UNANSWERED} and ${due} < $1))::int as overdue,
           (count(*) filter (where ${UNANSWERED} and ${due} >= $1 and ${due} < ${midnight}))::int
             as "dueToday"
         from conversations c
         where (not $2::boolean or ${LINKED})`,
        [now, linkedOnly],
      );
      return row ?? { open: 0, overdue: 0, dueToday: 0 };
    },

    /**
     * The last `weeks` weeks (Monday to Sunday in India, this week last): conversations opened,
     * the share answered within `days` days, the median first response in minutes.
     */
    clock(
      now: Date,
      weeks: number,
      days: number,
      tx: Queryable = db,
    ): Promise<
      {
        weekStart: string;
        conversations: number;
        answeredInTime: number | null;
        medianFirstResponseMinutes: number | null;
      }[]
    > {
      return tx.query(
        `with weeks as (
           select generate_series(
             date_trunc('week', $1::timestamptz at time zone 'Asia/Kolkata')
               - make_interval(weeks => $2::int - 1),
             date_trunc('week', $1::timestamptz at time zone 'Asia/Kolkata'),
             interval '1 week') as start
         )
         select to_char(w.start, 'YYYY-MM-DD') as "weekStart",
           count(c.id)::int as conversations,
           case when count(c.id) = 0 then null
             else (count(c.id) filter (where c.first_response_at is not null
               and c.first_response_at <= c.first_message_at + make_interval(days => $3::int)))::float8
               / count(c.id) end as "answeredInTime",
           (percentile_cont(0.5) within group (order by
             extract(epoch from c.first_response_at - c.first_message_at) / 60)
             filter (where c.first_response_at is not null))::int as "medianFirstResponseMinutes"
         from weeks w
         left join conversations c
           on c.first_message_at >= (w.start at time zone 'Asia/Kolkata')
           and c.first_message_at < ((w.start + interval '1 week') at time zone 'Asia/Kolkata')
         group by w.start order by w.start`,
        [now, weeks, days],
      );
    },

    /** A thread's media to read (its storage key), or null. */
    async mediaOf(
      messageId: string,
      tx: Queryable = db,
    ): Promise<{ storageKey: string; contentType: string; conversationId: string } | null> {
      if (!isUuid(messageId)) return null;
      const [row] = await tx.query<{
        storageKey: string;
        contentType: string;
        conversationId: string;
      }>(
        `select media_storage_key as "storageKey", media_content_type as "contentType",
           conversation_id as "conversationId"
         from conversation_messages where id = $1 and media_storage_key is not null`,
        [messageId],
      );
      return row ?? null;
    },

    // ---------- canned replies ----------

    listCanned(tx: Queryable = db): Promise<CannedReplyRow[]> {
      return tx.query<CannedReplyRow>(
        `select ${cannedColumns} from canned_replies
         order by case language when 'en' then 0 when 'te' then 1 else 2 end, shortcut`,
      );
    },

    async findCanned(id: string, tx: Queryable = db): Promise<CannedReplyRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await tx.query<CannedReplyRow>(
        `select ${cannedColumns} from canned_replies where id = $1`,
        [id],
      );
      return row ?? null;
    },

    /** A new canned reply; null when its shortcut is taken in its language. */
    async createCanned(
      input: Omit<CannedReplyRow, 'id' | 'updatedAt'>,
      tx: Queryable = db,
    ): Promise<CannedReplyRow | null> {
      const [row] = await tx.query<CannedReplyRow>(
        `insert into canned_replies (shortcut, language, title, body) values ($1, $2, $3, $4)
         on conflict (language, shortcut) do nothing returning ${cannedColumns}`,
        [input.shortcut, input.language, input.title, input.body],
      );
      return row ?? null;
    },

    /** 'not-found', 'taken' (the shortcut in that language is another's), or the row. */
    async updateCanned(
      id: string,
      input: Omit<CannedReplyRow, 'id' | 'updatedAt'>,
      tx: Queryable = db,
    ): Promise<CannedReplyRow | 'not-found' | 'taken'> {
      if (!isUuid(id)) return 'not-found';
      const taken = await tx.query(
        'select 1 from canned_replies where language = $1 and shortcut = $2 and id <> $3',
        [input.language, input.shortcut, id],
      );
      if (taken.length > 0) return 'taken';
      const [row] = await tx.query<CannedReplyRow>(
        `update canned_replies set shortcut = $2, language = $3, title = $4, body = $5,
           updated_at = now() where id = $1 returning ${cannedColumns}`,
        [id, input.shortcut, input.language, input.title, input.body],
      );
      return row ?? 'not-found';
    },

    async deleteCanned(id: string, tx: Queryable = db): Promise<CannedReplyRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await tx.query<CannedReplyRow>(
        `delete from canned_replies where id = $1 returning ${cannedColumns}`,
        [id],
      );
      return row ?? null;
    },
  };
}
