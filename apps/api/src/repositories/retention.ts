// What the retention schedule erases (packages/domain/src/retention.ts), found and erased in
// SQL: each finder takes the moment the job runs for, so tests move the clock to each edge. An
// erasure (with its activity entry, written by the service) is one transaction; the bytes' keys
// go to pending_erasures in it, and the files are deleted after the commit (pendingErasures /
// erasureDone).
import type { RetentionRule } from '@kirana/domain/retention';
import type { OwnerLanguage } from '@kirana/domain/store-owners';
import type { Queryable } from '../db/adapter.js';
import { isoColumn } from './rows.js';

/** A document whose bytes the schedule erases (its row stays, marked erased). */
export interface DocumentDue {
  table: 'branch_documents' | 'application_documents';
  entity: 'branch' | 'delivery-partner-application';
  parentId: string;
  documentId: string;
  kind: string;
  storageKey: string;
  rule: RetentionRule;
}

/** A draft's owner to tell before it is erased. */
export interface DraftNotice {
  draftId: string;
  phone: string;
  language: OwnerLanguage;
  /** When the draft will be erased if nobody touches it. */
  erasedAt: string;
}

/** A registration draft the schedule erases, with its documents. */
export interface DraftDue {
  draftId: string;
  ownerId: string;
  storageKeys: string[];
}

const days = (count: number) => `(${count} * interval '1 day')`;

/** The moment of the last `decision` on a store `b` or an application `a` (review_decisions). */
const lastDecision = (subject: 'b' | 'a', decision: 'approve' | 'reject') =>
  `(select max(d.decided_at) from review_decisions d
    where d.subject_id = ${subject}.id and d.decision = '${decision}')`;

/** Hands a file to be deleted after the commit of `tx` (see erasureDone). */
async function pendErasure(storageKey: string, tx: Queryable): Promise<void> {
  await tx.query('insert into pending_erasures (storage_key) values ($1) on conflict do nothing', [
    storageKey,
  ]);
}

export function retentionRepository(db: Queryable) {
  return {
    /**
     * Takes the job's lease for `ms` unless another holder's lease still runs at `now`; true
     * when this holder has it (two instances starting the job at once: one runs).
     */
    async lease(name: string, holder: string, now: Date, ms: number): Promise<boolean> {
      const rows = await db.query<{ holder: string }>(
        `insert into job_leases (name, holder, expires_at) values ($1, $2, $3)
         on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
           where job_leases.expires_at <= $4 or job_leases.holder = excluded.holder
         returning holder`,
        [name, holder, new Date(now.getTime() + ms), now],
      );
      return rows[0]?.holder === holder;
    },

    async release(name: string, holder: string): Promise<void> {
      await db.query('delete from job_leases where name = $1 and holder = $2', [name, holder]);
    },

    /** Drafts not submitted and untouched since `before`, with their documents' keys. */
    async draftsUntouchedSince(before: Date, tx: Queryable = db): Promise<DraftDue[]> {
      return tx.query<DraftDue>(
        `select r.id as "draftId", r.owner_id as "ownerId",
           coalesce((select json_agg(d.storage_key order by d.kind) from registration_documents d
             where d.registration_id = r.id), '[]'::json) as "storageKeys"
         from store_registrations r
         where r.submitted_at is null and r.updated_at <= $1
         order by r.updated_at, r.id`,
        [before],
      );
    },

    /**
     * Drafts untouched since `before` whose owner has not been told since they last touched
     * them: who to tell, in which language, and when the draft goes.
     */
    async draftsToWarn(
      before: Date,
      retentionDays: number,
      tx: Queryable = db,
    ): Promise<DraftNotice[]> {
      return tx.query<DraftNotice>(
        `select r.id as "draftId", o.phone, coalesce(r.language, o.language) as language,
           ${isoColumn(`(r.updated_at + ${days(retentionDays)})`, 'erasedAt')}
         from store_registrations r join store_owners o on o.id = r.owner_id
         where r.submitted_at is null and r.updated_at <= $1
           and (r.erasure_notice_at is null or r.erasure_notice_at < r.updated_at)
         order by r.updated_at, r.id`,
        [before],
      );
    },

    /** Notes that the draft's owner was told (once per time they leave it). */
    async markWarned(draftId: string, at: Date, tx: Queryable): Promise<void> {
      await tx.query('update store_registrations set erasure_notice_at = $2 where id = $1', [
        draftId,
        at,
      ]);
    },

    /**
     * Documents the schedule erases at `now`: a rejected store's or application's, rejected
     * `rejectedDays` ago or more and not sent again; an approved store's or partner's
     * government ID, approved `approvedIdDays` ago or more.
     */
    async documentsDue(
      now: Date,
      rejectedDays: number,
      approvedIdDays: number,
      tx: Queryable = db,
    ): Promise<DocumentDue[]> {
      return tx.query<DocumentDue>(
        `select 'branch_documents' as "table", 'branch' as entity, b.id as "parentId",
           d.id as "documentId", d.kind, d.storage_key as "storageKey",
           'rejectedNotResubmitted' as rule
         from branches b join branch_documents d on d.branch_id = b.id
         where b.status = 'rejected' and d.storage_key is not null
           and ${lastDecision('b', 'reject')} <= $1::timestamptz - ${days(rejectedDays)}
         union all
         select 'branch_documents', 'branch', b.id, d.id, d.kind, d.storage_key, 'idAfterApproval'
         from branches b join branch_documents d on d.branch_id = b.id
         where b.status in ('approved', 'suspended') and d.kind = 'government_id'
           and d.storage_key is not null
           and ${lastDecision('b', 'approve')} <= $1::timestamptz - ${days(approvedIdDays)}
         union all
         select 'application_documents', 'delivery-partner-application', a.id, d.id, d.kind,
           d.storage_key, 'rejectedNotResubmitted'
         from delivery_partner_applications a
           join application_documents d on d.application_id = a.id
         where a.status = 'rejected' and d.storage_key is not null
           and ${lastDecision('a', 'reject')} <= $1::timestamptz - ${days(rejectedDays)}
         union all
         select 'application_documents', 'delivery-partner-application', a.id, d.id, d.kind,
           d.storage_key, 'idAfterApproval'
         from delivery_partner_applications a
           join application_documents d on d.application_id = a.id
         where a.status = 'approved' and d.kind = 'government_id' and d.storage_key is not null
           and ${lastDecision('a', 'approve')} <= $1::timestamptz - ${days(approvedIdDays)}
         order by 3, 5`,
        [now],
      );
    },

    /**
     * Marks the document erased, its bytes' key handed to pending_erasures, in `tx`; false when
     * it changed since it was found (replaced, erased).
     */
    async eraseDocument(
      due: Pick<DocumentDue, 'table' | 'documentId' | 'storageKey'>,
      now: Date,
      tx: Queryable,
    ): Promise<boolean> {
      const rows = await tx.query(
        `update ${due.table} set storage_key = null, erased_at = $3
         where id = $1 and storage_key = $2 returning id`,
        [due.documentId, due.storageKey, now],
      );
      if (rows.length === 0) return false;
      await pendErasure(due.storageKey, tx);
      return true;
    },

    /**
     * Deletes the draft (its documents' rows with it), their keys handed to pending_erasures;
     * how many documents it had, or null when it was touched since (kept) or is gone.
     */
    async eraseDraft(due: DraftDue, before: Date, tx: Queryable): Promise<number | null> {
      const documents = await tx.query<{ key: string }>(
        'select storage_key as key from registration_documents where registration_id = $1',
        [due.draftId],
      );
      // Touched since it was found (the owner came back): kept.
      const gone = await tx.query(
        `delete from store_registrations
         where id = $1 and submitted_at is null and updated_at <= $2 returning id`,
        [due.draftId, before],
      );
      if (gone.length === 0) return null;
      const keys = documents.map((row) => row.key);
      for (const key of keys) await pendErasure(key, tx);
      return keys.length;
    },

    /** Photos and files people sent to the inbox before `before`, still kept (issue 41). */
    inboxMediaBefore(
      before: Date,
      tx: Queryable = db,
    ): Promise<{ messageId: string; conversationId: string; storageKey: string }[]> {
      return tx.query(
        `select id as "messageId", conversation_id as "conversationId",
           media_storage_key as "storageKey"
         from conversation_messages
         where media_storage_key is not null and created_at <= $1
         order by created_at, id`,
        [before],
      );
    },

    /** Marks a message's media erased, its key handed to pending_erasures; false if it changed. */
    async eraseInboxMedia(
      due: { messageId: string; storageKey: string },
      now: Date,
      tx: Queryable,
    ): Promise<boolean> {
      const rows = await tx.query(
        `update conversation_messages set media_storage_key = null, media_erased_at = $3
         where id = $1 and media_storage_key = $2 returning id`,
        [due.messageId, due.storageKey, now],
      );
      if (rows.length === 0) return false;
      await pendErasure(due.storageKey, tx);
      return true;
    },

    /** Phone numbers written before `before`, as how many rows would be reduced. */
    async phonesBefore(before: Date, tx: Queryable = db): Promise<number> {
      const [row] = await tx.query<{ n: number }>(
        `select (select count(*) from notifications
                  where created_at <= $1 and recipient_phone like '+%')::int
              + (select count(*) from owner_codes
                  where created_at <= $1 and phone like '+%')::int as n`,
        [before],
      );
      return row?.n ?? 0;
    },

    /** Reduces those numbers to their last 4 digits; how many rows. */
    async reducePhonesBefore(before: Date, tx: Queryable = db): Promise<number> {
      const notifications = await tx.query(
        `update notifications set recipient_phone = '******' || right(recipient_phone, 4)
         where created_at <= $1 and recipient_phone like '+%' returning id`,
        [before],
      );
      const codes = await tx.query(
        `update owner_codes set phone = '******' || right(phone, 4)
         where created_at <= $1 and phone like '+%' returning id`,
        [before],
      );
      return notifications.length + codes.length;
    },

    /** Hands a file to be deleted after the commit of `tx` (see erasureDone). */
    pendErasure,

    /** Keys whose files are still to be deleted (a run killed after its commit left them). */
    async pendingErasures(tx: Queryable = db): Promise<string[]> {
      const rows = await tx.query<{ key: string }>(
        'select storage_key as key from pending_erasures order by created_at, storage_key',
      );
      return rows.map((row) => row.key);
    },

    async erasureDone(storageKey: string, tx: Queryable = db): Promise<void> {
      await tx.query('delete from pending_erasures where storage_key = $1', [storageKey]);
    },
  };
}
