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
    | 'data-request';
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
  provider_error as "providerError"`;

/** The params without the secret ones (a sign-in code, an invite link). */
const WITHOUT_SECRETS = `params - array[${SECRET_NOTIFICATION_PARAMS.map((key) => `'${key}'`).join(', ')}]::text[]`;

export function notificationsRepository(db: Queryable) {
  return {
    /** Pass the decision's transaction: the notification stands or falls with it. */
    async enqueue(input: NewNotification, tx: Queryable): Promise<void> {
      await tx.query(
        `insert into notifications
           (recipient_phone, template, params, entity, entity_id, language, recipient_email)
         values ($1, $2, $3::jsonb, $4, $5, $6, $7)`,
        [
          input.recipientPhone ?? null,
          input.template,
          JSON.stringify(input.params),
          input.entity,
          input.entityId,
          input.language ?? 'en',
          input.recipientEmail ?? null,
        ],
      );
    },

    /** Up to `limit` due rows, held for `leaseMs`; each claim counts as an attempt. */
    claimDue(limit: number, leaseMs: number, tx: Queryable = db): Promise<NotificationRow[]> {
      return tx.query(
        `update notifications set claimed_until = now() + make_interval(secs => $2::float8 / 1000),
           attempts = attempts + 1
         where id in (
           select id from notifications
           where state = 'pending' and next_attempt_at <= now()
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
         where id = any($1::uuid[]) and state = 'pending'`,
        [ids],
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
           last_error = null, channel = $2, params = ${WITHOUT_SECRETS},
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
     * and the message is due again at once. A pending message with a provider's error code is
     * one that fell back: the worker sends it by the second channel.
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
           provider_error = $3, provider_error_code = $4, next_attempt_at = now()
         where id = $1 and state = 'pending'`,
        [id, channel, error.slice(0, 500), providerErrorCode],
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

    /** A failed notification goes back to the queue with its tries counted from zero. */
    async retry(
      id: string,
      tx: Queryable = db,
    ): Promise<NotificationRow | 'not-found' | 'not-failed'> {
      if (!isUuid(id)) return 'not-found';
      const rows = await tx.query<NotificationRow>(
        `update notifications set state = 'pending', attempts = 0, next_attempt_at = now(),
           last_error = null, claimed_until = null, delivery_state = null, failed_at = null,
           provider_error_code = null, provider_error = null
         where id = $1 and state = 'failed' returning ${columns}`,
        [id],
      );
      if (rows[0]) return rows[0];
      return (await this.findById(id, tx)) ? 'not-failed' : 'not-found';
    },
  };
}
