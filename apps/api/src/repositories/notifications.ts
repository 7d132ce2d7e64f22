// The notification outbox: rows written in the transaction of the decision they tell of, then
// claimed by workers (FOR UPDATE SKIP LOCKED with a lease, so two workers never take the same
// row and a crashed worker's rows are taken over), sent, and marked sent, retried or failed.
import {
  SECRET_NOTIFICATION_PARAMS,
  type NotificationChannel,
  type NotificationDeliveryState,
  type NotificationState,
  type NotificationTemplate,
} from '@kirana/domain/notifications';
import type { OwnerLanguage } from '@kirana/domain/store-owners';
import type { Queryable } from '../db/adapter.js';
import { isoColumn, isUuid } from './rows.js';

export interface NewNotification {
  /** A phone (owners, applicants) or an e-mail address (admins' invites): one of the two. */
  recipientPhone?: string;
  recipientEmail?: string;
  template: NotificationTemplate;
  params: Record<string, unknown>;
  /** Straight to the second channel (a code the owner asked to have by SMS). */
  bySms?: boolean;
  /**
   * What it tells of: a store, an application, a store owner's sign-in (its code), an invite,
   * a registration draft (its coming erasure), an owner's request (its answer).
   */
  entity:
    | 'branch'
    | 'delivery-partner-application'
    | 'owner-sign-in'
    | 'admin-invite'
    | 'store-registration'
    | 'data-request'
    | 'conversation';
  entityId: string;
  /** The recipient's language (English unless a store's owner chose another). */
  language?: OwnerLanguage;
}

export interface NotificationRow {
  id: string;
  recipientPhone: string | null;
  recipientEmail: string | null;
  template: NotificationTemplate;
  params: Record<string, unknown>;
  entity: string;
  entityId: string;
  language: OwnerLanguage;
  state: NotificationState;
  /** Where the last try went; null before the first. */
  channel: NotificationChannel | null;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
  /** The provider's id of the message (WhatsApp's wamid...), once it accepted it. */
  providerMessageId: string | null;
  /** What the provider says became of it; null for a channel that reports nothing. */
  deliveryState: NotificationDeliveryState | null;
  queuedAt: string | null;
  providerSentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
  failedAt: string | null;
  /** The provider's error code and words when it failed (e.g. 131026). */
  providerErrorCode: string | null;
  providerError: string | null;
  /** When it was turned to the second channel (SMS behind WhatsApp); null: it was not. */
  fallbackAt: string | null;
}

/** A provider's report of one message: its id, new state, when, and an error when failed. */
export interface DeliveryReceipt {
  channel: NotificationChannel;
  providerMessageId: string;
  state: Exclude<NotificationDeliveryState, 'queued'>;
  at: Date;
  errorCode?: string | undefined;
  error?: string | undefined;
}

/** What a receipt did: moved the message on, changed nothing (a repeat, late), or matched none. */
export type ReceiptOutcome = 'recorded' | 'unchanged' | 'unknown';

const columns = `id, recipient_phone as "recipientPhone", recipient_email as "recipientEmail", template, params, entity,
  entity_id as "entityId", language, state, channel, attempts, ${isoColumn('next_attempt_at', 'nextAttemptAt')},
  last_error as "lastError", ${isoColumn('sent_at', 'sentAt')}, ${isoColumn('created_at', 'createdAt')},
  provider_message_id as "providerMessageId", delivery_state as "deliveryState",
  ${isoColumn('queued_at', 'queuedAt')}, ${isoColumn('provider_sent_at', 'providerSentAt')},
  ${isoColumn('delivered_at', 'deliveredAt')}, ${isoColumn('read_at', 'readAt')},
  ${isoColumn('failed_at', 'failedAt')}, provider_error_code as "providerErrorCode",
  provider_error as "providerError", ${isoColumn('fallback_at', 'fallbackAt')}`;

/** The params without the secret ones (a sign-in code, an invite link). */
const WITHOUT_SECRETS = `params - array[${SECRET_NOTIFICATION_PARAMS.map((key) => `'${key}'`).join(', ')}]::text[]`;

export function notificationsRepository(db: Queryable) {
  return {
    /** Pass the decision's transaction: the notification stands or falls with it. Answers its id. */
    async enqueue(input: NewNotification, tx: Queryable): Promise<string> {
      const [row] = await tx.query<{ id: string }>(
        `insert into notifications
           (recipient_phone, template, params, entity, entity_id, language, recipient_email,
            fallback_at)
         values ($1, $2, $3::jsonb, $4, $5, $6, $7, case when $8::boolean then now() end)
         returning id`,
        [
          input.recipientPhone ?? null,
          input.template,
          JSON.stringify(input.params),
          input.entity,
          input.entityId,
          input.language ?? 'en',
          input.recipientEmail ?? null,
          input.bySms === true,
        ],
      );
      if (!row) throw new Error('the notification was not written');
      return row.id;
    },

    /** Up to `limit` due rows, held for `leaseMs`; each claim counts as an attempt. */
    claimDue(limit: number, leaseMs: number, tx: Queryable = db): Promise<NotificationRow[]> {
      return tx.query(
        `update notifications set claimed_until = now() + make_interval(secs => $2::float8 / 1000),
           attempts = attempts + 1
         where id in (
           select id from notifications
           where state = 'pending' and next_attempt_at <= now() and send_via is null
             and (claimed_until is null or claimed_until < now())
           order by next_attempt_at, id
           limit $1
           for update skip locked)
         returning ${columns}`,
        [limit, leaseMs],
      );
    },

    /** Gives claimed, unsent rows back at once (a stopping worker), undoing their claim's try. */
    async release(ids: string[], tx: Queryable = db): Promise<void> {
      if (ids.length === 0) return;
      await tx.query(
        `update notifications set claimed_until = null, attempts = greatest(attempts - 1, 0)
         where id = any($1::uuid[]) and state = 'pending' and send_via is null`,
        [ids],
      );
    },

    /**
     * Recorded before a provider is called (issue 38 §4, at most once per provider): the row is
     * marked as being sent through `channel`, while this worker still holds its claim. `attempts`
     * is the claim's (the row as claimed): another worker's later claim of the row (after this
     * one's lease ran out) has counted another attempt, and this one then sends nothing. False:
     * the claim was lost, do not send.
     */
    async markSending(
      id: string,
      channel: NotificationChannel,
      attempts: number,
      tx: Queryable = db,
    ): Promise<boolean> {
      const rows = await tx.query<{ id: string }>(
        `update notifications set send_via = $2, send_started_at = now()
         where id = $1 and state = 'pending' and attempts = $3 and send_via is null
           and claimed_until > now()
         returning id`,
        [id, channel, attempts],
      );
      return rows.length > 0;
    },

    /**
     * Sends whose worker died between calling the provider and recording its answer: pending rows
     * still marked as being sent after their claim ran out. The provider may have taken each, so
     * none is sent by that provider again. A channel in `resendable` (it dedupes by the message's
     * idempotency key) takes it again; a phone message sent by `fallbackFrom` goes by the second
     * channel (a sign-in code only while it is worth having); every other one fails with `words`
     * (`{channel}` names the provider). Says what became of each.
     */
    async settleInterrupted(
      options: {
        resendable: readonly NotificationChannel[];
        fallbackFrom: NotificationChannel | null;
        codeLifetimeSeconds: number;
        words: string;
      },
      tx: Queryable = db,
    ): Promise<{ id: string; outcome: 'resend' | 'fallback' | 'fail' }[]> {
      return tx.query(
        `with interrupted as (
           select id, case
               when send_via = any($1::text[]) then 'resend'
               when send_via = $2::text and fallback_at is null and recipient_phone is not null
                 and (template <> 'store_code'
                   or created_at > now() - make_interval(secs => $3::float8)) then 'fallback'
               else 'fail' end as outcome,
             replace($4::text, '{channel}', case send_via when 'whatsapp' then 'WhatsApp'
               when 'sms' then 'SMS' when 'email' then 'e-mail' else send_via end) as words
           from notifications
           where state = 'pending' and send_via is not null
             and (claimed_until is null or claimed_until < now())
           for update skip locked
         )
         update notifications n set
           state = case when i.outcome = 'fail' then 'failed' else n.state end,
           channel = case when i.outcome = 'resend' then n.channel else n.send_via end,
           fallback_at = case when i.outcome = 'fallback' then now() else n.fallback_at end,
           next_attempt_at = case when i.outcome = 'fallback' then now() else n.next_attempt_at end,
           last_error = case when i.outcome = 'resend' then n.last_error else i.words end,
           provider_error = case when i.outcome = 'resend' then n.provider_error else i.words end,
           provider_error_code = case when i.outcome = 'resend' then n.provider_error_code
             else 'send-interrupted' end,
           params = case when i.outcome = 'fail' then ${WITHOUT_SECRETS.replace('params', 'n.params')}
             else n.params end,
           send_via = null, send_started_at = null, claimed_until = null
         from interrupted i
         where n.id = i.id
         returning n.id, i.outcome`,
        [[...options.resendable], options.fallbackFrom, options.codeLifetimeSeconds, options.words],
      );
    },

    /**
     * Sent through `channel` (which says where it went: a log line, the bridge, a provider). A
     * provider that answers with its message id has queued it: its receipts follow by webhook.
     */
    async markSent(
      id: string,
      channel: NotificationChannel,
      providerMessageId?: string,
      tx: Queryable = db,
    ): Promise<void> {
      // A sign-in code or an invite link is kept no longer than it takes to send it.
      await tx.query(
        `update notifications set state = 'sent', sent_at = now(), claimed_until = null,
           last_error = null, channel = $2, send_via = null, send_started_at = null,
           params = case when $2 = 'whatsapp' and $3::text is not null and fallback_at is null
             then params else ${WITHOUT_SECRETS} end,
           provider_message_id = $3,
           delivery_state = case when $3::text is null then null else 'queued' end,
           queued_at = case when $3::text is null then null else now() end
         where id = $1`,
        [id, channel, providerMessageId ?? null],
      );
    },

    /**
     * The first channel refused the message for good and a second one takes it (issue 38's
     * fallback from WhatsApp to SMS): the refusal is kept (channel, words, the provider's code)
     * and the message is due again at once. A pending message with `fallback_at` is one that
     * fell back: the worker sends it by the second channel.
     */
    async markFallback(
      id: string,
      channel: NotificationChannel,
      error: string,
      providerErrorCode: string,
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        `update notifications set claimed_until = null, channel = $2, last_error = $3,
           provider_error = $3, provider_error_code = $4, next_attempt_at = now(),
           fallback_at = now(), send_via = null, send_started_at = null
         where id = $1 and state = 'pending'`,
        [id, channel, error.slice(0, 500), providerErrorCode],
      );
    },

    /**
     * WhatsApp messages that did not arrive go to the second channel, once (issue 38 §4): a
     * sign-in code still worth having (younger than `codeLifetimeSeconds`) that is neither
     * delivered nor read `waitSeconds` after WhatsApp took it, or whose receipt failed with a
     * code in `undeliverableCodes`; any other message whose receipt failed in the last day.
     * Each is pending again at once with `fallback_at` set and the reason kept. Says how many.
     */
    async fallBackUndelivered(
      options: {
        waitSeconds: number;
        codeLifetimeSeconds: number;
        undeliverableCodes: readonly string[];
        notDeliveredWords: string;
      },
      tx: Queryable = db,
    ): Promise<number> {
      const rows = await tx.query<{ id: string }>(
        `update notifications set state = 'pending', fallback_at = now(), next_attempt_at = now(),
           claimed_until = null, attempts = 0,
           provider_error_code = case when delivery_state = 'failed' then provider_error_code
             else 'not-delivered' end,
           provider_error = case when delivery_state = 'failed' then provider_error else $4 end,
           last_error = case when delivery_state = 'failed' then provider_error else $4 end
         where channel = 'whatsapp' and state = 'sent' and fallback_at is null
           and recipient_phone is not null
           and delivery_state in ('queued', 'sent', 'failed')
           and case when template = 'store_code' then
                 params ? 'code' and created_at > now() - make_interval(secs => $2::float8)
                 and (delivery_state = 'failed' and provider_error_code = any($3::text[])
                   or delivery_state in ('queued', 'sent')
                     and queued_at < now() - make_interval(secs => $1::float8))
               else delivery_state = 'failed' and failed_at > now() - interval '1 day' end
         returning id`,
        [
          options.waitSeconds,
          options.codeLifetimeSeconds,
          [...options.undeliverableCodes],
          options.notDeliveredWords,
        ],
      );
      return rows.length;
    },

    /**
     * A sign-in code sent by WhatsApp is kept only while it may still go by SMS: once WhatsApp
     * says it was delivered, read or failed, or it waited `waitSeconds`, or it expired, it is
     * forgotten like every other sent code.
     */
    async forgetSentCodes(
      options: { waitSeconds: number; codeLifetimeSeconds: number },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        `update notifications set params = ${WITHOUT_SECRETS}
         where state = 'sent' and params ? 'code'
           and (delivery_state is distinct from 'queued' and delivery_state is distinct from 'sent'
             or queued_at < now() - make_interval(secs => $1::float8)
             or created_at < now() - make_interval(secs => $2::float8))`,
        [options.waitSeconds, options.codeLifetimeSeconds],
      );
    },

    /**
     * A failed try: again after `retryInMs`, or failed for good when `retryInMs` is null. A
     * provider's error code (WhatsApp's 131026...) is kept with its words when it fails for good.
     */
    async markFailedTry(
      id: string,
      channel: NotificationChannel,
      error: string,
      retryInMs: number | null,
      tx: Queryable = db,
      providerErrorCode?: string,
    ) {
      await tx.query(
        `update notifications set last_error = $2, claimed_until = null, channel = $4,
           send_via = null, send_started_at = null,
           state = case when $3::float8 is null then 'failed' else state end,
           params = case when $3::float8 is null then ${WITHOUT_SECRETS} else params end,
           next_attempt_at = case when $3::float8 is null then next_attempt_at
             else now() + make_interval(secs => $3::float8 / 1000) end,
           delivery_state = case when $3::float8 is null and $5::text is not null then 'failed'
             else delivery_state end,
           failed_at = case when $3::float8 is null and $5::text is not null then now()
             else failed_at end,
           provider_error_code = case when $3::float8 is null then $5::text
             else provider_error_code end,
           provider_error = case when $3::float8 is null and $5::text is not null then $2
             else provider_error end
         where id = $1`,
        [id, error.slice(0, 500), retryInMs, channel, providerErrorCode ?? null],
      );
    },

    /**
     * A provider's receipt. A message only moves forward (queued < sent < delivered < read);
     * failed ends a message that was queued or sent, and nothing moves a failed one. Each
     * state's time is the provider's, kept from its first report: a repeat changes nothing, and
     * a late "delivered" after "read" fills in when it was delivered without moving the state.
     */
    async recordReceipt(receipt: DeliveryReceipt, tx: Queryable = db): Promise<ReceiptOutcome> {
      const column = {
        sent: 'provider_sent_at',
        delivered: 'delivered_at',
        read: 'read_at',
        failed: 'failed_at',
      }[receipt.state];
      const rank = `case delivery_state when 'queued' then 0 when 'sent' then 1
        when 'delivered' then 2 when 'read' then 3 else -1 end`;
      const newRank = { sent: 1, delivered: 2, read: 3, failed: -1 }[receipt.state];
      const rows = await tx.query<{ id: string }>(
        receipt.state === 'failed'
          ? `update notifications set delivery_state = 'failed', failed_at = $3::timestamptz,
               provider_error_code = $4::text, provider_error = $5::text
             where channel = $1 and provider_message_id = $2
               and delivery_state in ('queued', 'sent')
             returning id`
          : `update notifications set
               delivery_state = case when ${rank} < $4::int then $5::text else delivery_state end,
               ${column} = $3::timestamptz
             where channel = $1 and provider_message_id = $2
               and delivery_state is distinct from 'failed' and ${column} is null
             returning id`,
        receipt.state === 'failed'
          ? [
              receipt.channel,
              receipt.providerMessageId,
              receipt.at.toISOString(),
              receipt.errorCode ?? null,
              receipt.error?.slice(0, 500) ?? null,
            ]
          : [
              receipt.channel,
              receipt.providerMessageId,
              receipt.at.toISOString(),
              newRank,
              receipt.state,
            ],
      );
      if (rows.length > 0) return 'recorded';
      const known = await tx.query(
        `select 1 from notifications where channel = $1 and provider_message_id = $2`,
        [receipt.channel, receipt.providerMessageId],
      );
      return known.length > 0 ? 'unchanged' : 'unknown';
    },

    listFor(entity: string, entityId: string, tx: Queryable = db): Promise<NotificationRow[]> {
      if (!isUuid(entityId)) return Promise.resolve([]);
      return tx.query(
        `select ${columns} from notifications where entity = $1 and entity_id = $2
         order by created_at desc, id desc`,
        [entity, entityId],
      );
    },

    async findById(id: string, tx: Queryable = db): Promise<NotificationRow | null> {
      if (!isUuid(id)) return null;
      const rows = await tx.query<NotificationRow>(
        `select ${columns} from notifications where id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    /**
     * The dashboard's messages that did not arrive: phone messages failed for good (the outbox
     * gave up, or the provider reported them not delivered) since midnight in India, and
     * sign-in codes of the last hour still undelivered `codeGraceMinutes` after they were asked.
     */
    async deliveryProblems(
      codeGraceMinutes: number,
      tx: Queryable = db,
    ): Promise<{ failedToday: number; codesNotDelivered: number }> {
      const [row] = await tx.query<{ failedToday: number; codesNotDelivered: number }>(
        `select
           count(*) filter (where (state = 'failed' or delivery_state = 'failed')
             and coalesce(failed_at, next_attempt_at)
               >= date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'
           )::int as "failedToday",
           count(*) filter (where template = 'store_code'
             and created_at > now() - interval '1 hour'
             and created_at < now() - make_interval(mins => $1::int)
             and (state <> 'sent' or delivery_state in ('queued', 'sent', 'failed'))
           )::int as "codesNotDelivered"
         from notifications
         where recipient_phone is not null
           and (created_at > now() - interval '1 hour'
             or state = 'failed' or delivery_state = 'failed')`,
        [codeGraceMinutes],
      );
      return row ?? { failedToday: 0, codesNotDelivered: 0 };
    },

    /** A failed notification goes back to the queue with its tries counted from zero. */
    async retry(
      id: string,
      tx: Queryable = db,
    ): Promise<NotificationRow | 'not-found' | 'not-failed'> {
      if (!isUuid(id)) return 'not-found';
      const rows = await tx.query<NotificationRow>(
        `update notifications set state = 'pending', attempts = 0, next_attempt_at = now(),
           last_error = null, claimed_until = null, delivery_state = null, failed_at = null,
           provider_error_code = null, provider_error = null, fallback_at = null
         where id = $1 and (state = 'failed' or delivery_state = 'failed')
         returning ${columns}`,
        [id],
      );
      if (rows[0]) return rows[0];
      return (await this.findById(id, tx)) ? 'not-failed' : 'not-found';
    },
  };
}
