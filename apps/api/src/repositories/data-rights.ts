// The owner's rights in SQL (issue 40): erasure requests and grievances (the Requests queue), the
// owner's "My data" download (one per owner), what the download gathers, and the erasure of a
// registration's personal fields. Document files are erased through the retention repository's
// pending_erasures (the service reuses it); each method takes an optional transaction last.
import {
  SECRET_NOTIFICATION_PARAMS,
  type NotificationParams,
  type NotificationTemplate,
} from '@kirana/domain/notifications';
import type { DataRequestKind, DataRequestStatus } from '@kirana/domain/rights';
import type { OwnerLanguage } from '@kirana/domain/store-owners';
import type { StoreStatus } from '@kirana/domain/stores';
import type { Queryable } from '../db/adapter.js';
import { isoColumn, isUuid } from './rows.js';

export interface DataRequestRow {
  id: string;
  ownerId: string;
  kind: DataRequestKind;
  message: string;
  status: DataRequestStatus;
  createdAt: string;
  dueAt: string;
  answeredAt: string | null;
  reply: string | null;
  erased: boolean;
  answeredBy: { id: string; name: string } | null;
  owner: { phone: string; language: OwnerLanguage };
  store: { id: string; name: string; status: StoreStatus } | null;
}

export interface DataExportRow {
  ownerId: string;
  storageKey: string;
  size: number;
  createdAt: string;
  expiresAt: string;
}

/** A message sent to the owner, as "My data" lists it. */
export interface SentMessageRow {
  template: NotificationTemplate;
  params: NotificationParams;
  language: OwnerLanguage;
  state: string;
  channel: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** A store's document whose bytes an erasure removes (shaped as the retention job's). */
export interface StoreDocumentKey {
  documentId: string;
  kind: string;
  storageKey: string;
}

const requestColumns = `r.id, r.owner_id as "ownerId", r.kind, r.message, r.status,
  ${isoColumn('r.created_at', 'createdAt')}, ${isoColumn('r.due_at', 'dueAt')},
  ${isoColumn('r.answered_at', 'answeredAt')}, r.reply, r.erased,
  case when a.id is null then null else json_build_object('id', a.id, 'name', a.name) end
    as "answeredBy",
  json_build_object('phone', o.phone, 'language', o.language) as owner,
  case when b.id is null then null
    else json_build_object('id', b.id, 'name', b.name, 'status', b.status) end as store`;

const requestFrom = `data_requests r
  join store_owners o on o.id = r.owner_id
  left join admins a on a.id = r.answered_by
  left join branches b on b.id = r.store_id`;

const exportColumns = `owner_id as "ownerId", storage_key as "storageKey", size,
  ${isoColumn('created_at', 'createdAt')}, ${isoColumn('expires_at', 'expiresAt')}`;

/** The queue's order: open first by due date, then answered, the latest answer first. */
const QUEUE_ORDER = `case when r.status = 'open' then 0 else 1 end,
  case when r.status = 'open' then r.due_at end, r.answered_at desc, r.id`;

export function dataRightsRepository(db: Queryable) {
  const repository = {
    /**
     * A new request; null when it is an erasure and the owner has one open already (the unique
     * index decides, so two sent at once are one).
     */
    async insertRequest(
      input: {
        ownerId: string;
        storeId: string | null;
        kind: DataRequestKind;
        message: string;
        createdAt: Date;
        dueAt: Date;
      },
      tx: Queryable = db,
    ): Promise<string | null> {
      const [row] = await tx.query<{ id: string }>(
        `insert into data_requests (owner_id, store_id, kind, message, created_at, due_at)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (owner_id) where kind = 'erasure' and status = 'open' do nothing
         returning id`,
        [input.ownerId, input.storeId, input.kind, input.message, input.createdAt, input.dueAt],
      );
      return row?.id ?? null;
    },

    async findRequest(
      id: string,
      options: { tx?: Queryable; lock?: boolean } = {},
    ): Promise<DataRequestRow | null> {
      if (!isUuid(id)) return null;
      const tx = options.tx ?? db;
      if (options.lock)
        await tx.query('select id from data_requests where id = $1 for update', [id]);
      const [row] = await tx.query<DataRequestRow>(
        `select ${requestColumns} from ${requestFrom} where r.id = $1`,
        [id],
      );
      return row ?? null;
    },

    /** The owner's requests, newest first. */
    ownerRequests(ownerId: string, tx: Queryable = db): Promise<DataRequestRow[]> {
      return tx.query<DataRequestRow>(
        `select ${requestColumns} from ${requestFrom} where r.owner_id = $1
         order by r.created_at desc, r.id desc`,
        [ownerId],
      );
    },

    /** The queue: open first by due date, then answered (newest answer first). */
    queue(
      filter: { status?: DataRequestStatus | undefined; kind?: DataRequestKind | undefined },
      limit: number,
      tx: Queryable = db,
    ): Promise<DataRequestRow[]> {
      return tx.query<DataRequestRow>(
        `select ${requestColumns} from ${requestFrom}
         where ($1::text is null or r.status = $1) and ($2::text is null or r.kind = $2)
         order by ${QUEUE_ORDER} limit $3`,
        [filter.status ?? null, filter.kind ?? null, limit],
      );
    },

    /** Open requests, and those of them past their due date at `now`. */
    async counts(now: Date, tx: Queryable = db): Promise<{ open: number; overdue: number }> {
      const [row] = await tx.query<{ open: number; overdue: number }>(
        `select count(*)::int as open, (count(*) filter (where due_at < $1))::int as overdue
         from data_requests where status = 'open'`,
        [now],
      );
      return row ?? { open: 0, overdue: 0 };
    },

    /** Closes an open request with its answer; false when it was answered already. */
    async answer(
      id: string,
      answer: { adminId: string; reply: string; erased: boolean; at: Date },
      tx: Queryable = db,
    ): Promise<boolean> {
      const rows = await tx.query(
        `update data_requests set status = 'answered', answered_at = $2, answered_by = $3,
           reply = $4, erased = $5
         where id = $1 and status = 'open' returning id`,
        [id, answer.at, answer.adminId, answer.reply, answer.erased],
      );
      return rows.length === 1;
    },

    async findExport(ownerId: string, tx: Queryable = db): Promise<DataExportRow | null> {
      const [row] = await tx.query<DataExportRow>(
        `select ${exportColumns} from data_exports where owner_id = $1`,
        [ownerId],
      );
      return row ?? null;
    },

    /** The owner's download, replacing theirs before; answers the replaced file's key. */
    async putExport(
      input: {
        ownerId: string;
        storageKey: string;
        size: number;
        createdAt: Date;
        expiresAt: Date;
      },
      tx: Queryable = db,
    ): Promise<string | null> {
      const [previous] = await tx.query<{ key: string }>(
        'select storage_key as key from data_exports where owner_id = $1 for update',
        [input.ownerId],
      );
      await tx.query(
        `insert into data_exports (owner_id, storage_key, size, created_at, expires_at)
         values ($1, $2, $3, $4, $5)
         on conflict (owner_id) do update set storage_key = excluded.storage_key,
           size = excluded.size, created_at = excluded.created_at,
           expires_at = excluded.expires_at`,
        [input.ownerId, input.storageKey, input.size, input.createdAt, input.expiresAt],
      );
      return previous?.key ?? null;
    },

    /** Drops the owner's download row; answers its file's key (null when there was none). */
    async dropExport(ownerId: string, tx: Queryable = db): Promise<string | null> {
      const [row] = await tx.query<{ key: string }>(
        'delete from data_exports where owner_id = $1 returning storage_key as key',
        [ownerId],
      );
      return row?.key ?? null;
    },

    /** Downloads expired at `now` (the retention job erases them). */
    expiredExports(now: Date, tx: Queryable = db): Promise<DataExportRow[]> {
      return tx.query<DataExportRow>(
        `select ${exportColumns} from data_exports where expires_at <= $1
         order by expires_at, owner_id`,
        [now],
      );
    },

    /** Drops this download if it is still the one found (not replaced since); true when dropped. */
    async dropExportIf(ownerId: string, storageKey: string, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query(
        'delete from data_exports where owner_id = $1 and storage_key = $2 returning owner_id',
        [ownerId, storageKey],
      );
      return rows.length === 1;
    },

    // ---------- what "My data" gathers ----------

    async ownerRecord(ownerId: string, tx: Queryable = db) {
      const [row] = await tx.query<Record<string, unknown>>(
        `select phone, language, ${isoColumn('created_at', 'createdAt')},
           ${isoColumn('last_sign_in_at', 'lastSignInAt')}
         from store_owners where id = $1`,
        [ownerId],
      );
      return row ?? null;
    },

    /** The owner's stores (the one they registered, and any before it), as the team keeps them. */
    ownerStores(ownerId: string, tx: Queryable = db): Promise<Record<string, unknown>[]> {
      return tx.query(
        `select id, status, name, owner_name as "ownerName", phone, owner_email as "ownerEmail",
           street, city, state, pincode, country, latitude, longitude,
           fssai_number as "fssaiNumber", gstin, government_id_type as "governmentIdType",
           government_id_last4 as "governmentIdLast4", language, hours,
           ${isoColumn('closed_until', 'closedUntil')}, closure_note as "closureNote",
           ${isoColumn('submitted_at', 'submittedAt')}, ${isoColumn('created_at', 'createdAt')}
         from branches where owner_id = $1 order by submitted_at, id`,
        [ownerId],
      );
    },

    /** The owner's registrations (a draft, and the submitted ones) with a draft's documents. */
    ownerRegistrations(ownerId: string, tx: Queryable = db): Promise<Record<string, unknown>[]> {
      return tx.query(
        `select r.id, r.shop_name as "shopName", r.street, r.city, r.pincode, r.latitude,
           r.longitude, r.owner_name as "ownerName", r.owner_email as "ownerEmail", r.language,
           r.fssai_number as "fssaiNumber", r.gstin, r.government_id_type as "governmentIdType",
           r.government_id_last4 as "governmentIdLast4", r.store_id as "storeId",
           ${isoColumn('r.created_at', 'createdAt')}, ${isoColumn('r.updated_at', 'updatedAt')},
           ${isoColumn('r.submitted_at', 'submittedAt')},
           coalesce((select json_agg(json_build_object('id', d.id, 'kind', d.kind,
               'contentType', d.content_type, 'size', d.size, 'storageKey', d.storage_key,
               'uploadedAt', d.uploaded_at) order by d.kind)
             from registration_documents d where d.registration_id = r.id), '[]'::json)
             as documents
         from store_registrations r where r.owner_id = $1 order by r.created_at, r.id`,
        [ownerId],
      );
    },

    /** A store's documents as kept (an erased one has no key), with their review. */
    storeDocuments(storeId: string, tx: Queryable = db): Promise<Record<string, unknown>[]> {
      return tx.query(
        `select id, kind, content_type as "contentType", size, storage_key as "storageKey",
           review_state as "reviewState", review_note as "reviewNote",
           ${isoColumn('reviewed_at', 'reviewedAt')}, ${isoColumn('uploaded_at', 'uploadedAt')},
           ${isoColumn('erased_at', 'erasedAt')}
         from branch_documents where branch_id = $1 order by kind, id`,
        [storeId],
      );
    },

    /** What happened to a store, as its activity entries say (document views left out). */
    storeHistory(storeId: string, tx: Queryable = db): Promise<Record<string, unknown>[]> {
      return tx.query(
        `select l.action, ${isoColumn('l.at', 'at')}, l.details->>'reason' as reason,
           l.details->>'note' as note,
           (l.owner_id is not null or coalesce(l.details->>'by' = 'owner', false)) as "byOwner"
         from audit_log l
         where l.entity = 'branch' and l.entity_id = $1 and l.action <> 'view-document'
         order by l.at, l.id`,
        [storeId],
      );
    },

    /** Messages to the owner's number, without their secrets (a sign-in code). */
    notificationsTo(phone: string, tx: Queryable = db): Promise<SentMessageRow[]> {
      return tx.query<SentMessageRow>(
        `select template, params - array[${SECRET_NOTIFICATION_PARAMS.map((key) => `'${key}'`).join(', ')}]::text[]
             as params,
           language, state, channel, ${isoColumn('created_at', 'createdAt')},
           ${isoColumn('sent_at', 'sentAt')}
         from notifications where recipient_phone = $1 order by created_at, id`,
        [phone],
      );
    },

    // ---------- erasure ----------

    /** The owner's stores whose data is still to erase, locked. */
    storesToErase(
      ownerId: string,
      tx: Queryable,
    ): Promise<{ id: string; name: string; status: StoreStatus }[]> {
      return tx.query(
        `select id, name, status from branches where owner_id = $1 order by submitted_at, id
         for update`,
        [ownerId],
      );
    },

    /** A store's documents that still have bytes. */
    storedDocuments(storeId: string, tx: Queryable): Promise<StoreDocumentKey[]> {
      return tx.query<StoreDocumentKey>(
        `select id as "documentId", kind, storage_key as "storageKey" from branch_documents
         where branch_id = $1 and storage_key is not null order by kind, id`,
        [storeId],
      );
    },

    /** Takes an approved or pending store out of the finder and the queue (suspended). */
    async delist(storeId: string, tx: Queryable): Promise<void> {
      await tx.query(
        `update branches set status = 'suspended', updated_at = now()
         where id = $1 and status in ('approved', 'pending')`,
        [storeId],
      );
    },

    /**
     * The store's personal fields erased and its owner detached: it keeps its name, area and
     * decision history; the owner's name and street read `erased`, the phone its last 4 digits.
     */
    async eraseStoreFields(storeId: string, erased: string, tx: Queryable): Promise<void> {
      await tx.query(
        `update branches set owner_name = $2, street = $2,
           phone = '******' || right(regexp_replace(phone, '[^0-9]', '', 'g'), 4),
           owner_phone = null, owner_email = null, fssai_number = null, gstin = null,
           government_id_last4 = null, latitude = null, longitude = null, closure_note = null,
           owner_id = null, updated_at = now()
         where id = $1`,
        [storeId, erased],
      );
    },

    /** The personal fields of the owner's submitted registrations (kept for the figures). */
    async eraseSubmittedRegistrations(ownerId: string, tx: Queryable): Promise<number> {
      const rows = await tx.query(
        `update store_registrations set owner_name = null, owner_email = null, street = null,
           latitude = null, longitude = null, fssai_number = null, gstin = null,
           government_id_last4 = null
         where owner_id = $1 and submitted_at is not null returning id`,
        [ownerId],
      );
      return rows.length;
    },

    /** The owner's agreements to the privacy notice end (kept, with when they ended). */
    async endConsents(ownerId: string, at: Date, tx: Queryable): Promise<void> {
      await tx.query(
        `update owner_consents set withdrawn_at = greatest($2::timestamptz, consented_at)
         where owner_id = $1 and withdrawn_at is null`,
        [ownerId, at.toISOString()],
      );
    },
  };
  return repository;
}
