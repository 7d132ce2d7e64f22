// Stores (branches): their registration, status, the verification queue and the public finder.
import {
  STORE_DOCUMENT_KINDS,
  STORE_STATUSES,
  type GovernmentIdType,
  type StoreDocumentKind,
  type StoreStatus,
} from '@kirana/domain/stores';
import type { OwnerLanguage } from '@kirana/domain/store-owners';
import type { Queryable } from '../db/adapter.js';
import { queuePage, type QueueSource } from './review-queue.js';
import { containsPattern, isoColumn, isUuid, at } from './rows.js';

export interface StoreRow {
  id: string;
  name: string;
  ownerName: string;
  phone: string;
  status: StoreStatus;
  street: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  createdAt: string;
  submittedAt: string;
}

/** What the owner registered with; null where a store registered before these were asked. */
export interface Registration {
  ownerPhone: string | null;
  ownerEmail: string | null;
  fssaiNumber: string | null;
  gstin: string | null;
  governmentIdType: GovernmentIdType | null;
  governmentIdLast4: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** Whose store it is: the owner who registered it on the site (none for the desk's), their language. */
export interface Ownership {
  ownerId: string | null;
  language: OwnerLanguage;
}

export type StoreWithRegistration = StoreRow & Registration & Ownership;

/** The rejection a store had before it was pending again, with the documents marked unclear. */
export interface EarlierRejectionRow {
  at: string;
  admin: { id: string; name: string } | null;
  /** As the decision kept it: one of the reject reasons. */
  reason: string | null;
  note: string | null;
  unclearDocuments: { kind: StoreDocumentKind; note: string | null }[];
}

export interface NewStore
  extends Partial<Registration>, Omit<StoreRow, 'id' | 'createdAt' | 'submittedAt'> {
  createdAt?: Date;
  submittedAt?: Date;
}

const columns = `id, name, owner_name as "ownerName", phone, status, street, city, state, pincode,
  country, ${isoColumn('created_at', 'createdAt')}, ${isoColumn('submitted_at', 'submittedAt')}`;

const registrationColumns = `owner_phone as "ownerPhone", owner_email as "ownerEmail",
  fssai_number as "fssaiNumber", gstin, government_id_type as "governmentIdType",
  government_id_last4 as "governmentIdLast4", latitude, longitude, language,
  owner_id as "ownerId"`;

export interface BranchFilter {
  status?: StoreStatus | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

export interface BranchPage {
  branches: StoreRow[];
  nextCursor: string | null;
  /** The queue's tally on the first page (no cursor); null on the pages after it. */
  total: number | null;
  counts: Record<StoreStatus, number> | null;
  overdue: number | null;
}

/**
 * The search of the queue: name, owner, phone (also by digits), pincode, or a whole id. The
 * text is matched in `search_text` (migration 018: the four columns lowercased, one a line) by
 * its trigram index: `search_text like lower($1)` is true when one of the four columns is
 * `ilike $1`, and a text without a line break cannot match across two of them, so for such a
 * text (every one the admin app sends) it is the same search; one with a line break also checks
 * the four columns one by one.
 */
function searchOf(q: string | undefined): { sql: string; params: unknown[] } {
  const text = q?.trim() || null;
  if (text === null) return { sql: 'true', params: [] };
  const digits = text.replace(/\D/g, '');
  const oneColumn = text.includes('\n')
    ? ' and (name ilike $1 or owner_name ilike $1 or phone ilike $1 or pincode ilike $1)'
    : '';
  return {
    sql: `((search_text like lower($1)${oneColumn})
      or ($2::text is not null and regexp_replace(phone, '[^0-9]', '', 'g') like $2)
      or ($3::uuid is not null and id = $3::uuid))`,
    params: [
      containsPattern(text),
      digits.length >= 3 ? containsPattern(digits) : null,
      isUuid(text) ? text : null,
    ],
  };
}

/** The stores' review queue: the branches, no alias. */
const QUEUE: QueueSource<StoreStatus> = {
  columns,
  from: 'branches',
  table: 'branches',
  alias: '',
  statuses: STORE_STATUSES,
};

export function storesRepository(db: Queryable) {
  return {
    async findById(id: string, tx: Queryable = db): Promise<StoreRow | null> {
      if (!isUuid(id)) return null;
      const rows = await tx.query<StoreRow>(`select ${columns} from branches where id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** The store with what it registered with. */
    async findWithRegistration(
      id: string,
      tx: Queryable = db,
    ): Promise<StoreWithRegistration | null> {
      if (!isUuid(id)) return null;
      const rows = await tx.query<StoreWithRegistration>(
        `select ${columns}, ${registrationColumns} from branches where id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    /**
     * The store's last rejection (review_decisions), and the documents whose last mark or upload
     * before it was a mark "unclear" (with its note): what the owner was asked to fix. Marks
     * are read from the audit log because an upload since (the owner's new document) clears them.
     */
    async lastRejection(id: string, tx: Queryable = db): Promise<EarlierRejectionRow | null> {
      if (!isUuid(id)) return null;
      const kinds = STORE_DOCUMENT_KINDS.map((kind) => `'${kind}'`).join(', ');
      const rows = await tx.query<EarlierRejectionRow>(
        `with rejection as (
           select d.decided_at as at, d.decided_by as admin_id, d.reason, d.note
           from review_decisions d
           where d.kind = 'store' and d.subject_id = $1::text::uuid and d.decision = 'reject'
           order by d.decided_at desc, d.id desc limit 1
         ), marks as (
           select distinct on (m.details->>'kind') m.details->>'kind' as kind, m.action,
             m.details->>'state' as state, m.details->>'note' as note
           from audit_log m, rejection r
           where m.entity = 'branch' and m.entity_id = $1
             and m.action in ('review-document', 'upload-document') and m.at <= r.at
           order by m.details->>'kind', m.at desc, m.id desc
         )
         select ${isoColumn('r.at', 'at')},
           case when a.id is null then null
             else json_build_object('id', a.id, 'name', a.name) end as admin,
           r.reason, r.note,
           coalesce((select json_agg(json_build_object('kind', k.kind, 'note', k.note)
               order by array_position(array[${kinds}], k.kind))
             from marks k where k.action = 'review-document' and k.state = 'unclear'),
             '[]'::json) as "unclearDocuments"
         from rejection r left join admins a on a.id = r.admin_id`,
        [id],
      );
      return rows[0] ?? null;
    },

    async exists(id: string, tx: Queryable = db): Promise<boolean> {
      if (!isUuid(id)) return false;
      return (await tx.query('select 1 from branches where id = $1', [id])).length > 0;
    },

    /** Locks the branch until the transaction ends; false when there is no such branch. */
    async lock(id: string, tx: Queryable): Promise<boolean> {
      if (!isUuid(id)) return false;
      return (await tx.query('select 1 from branches where id = $1 for update', [id])).length > 0;
    },

    /**
     * One page of the queue; the first page also counts the search per status and the overdue
     * ones (one grouped count over every match), the pages after it do not.
     */
    async list(filter: BranchFilter, overdueBefore: Date, tx: Queryable = db): Promise<BranchPage> {
      const { items, ...rest } = await queuePage<StoreRow, StoreStatus>(
        tx,
        QUEUE,
        {
          where: searchOf(filter.q),
          status: filter.status,
          cursor: filter.cursor,
          limit: filter.limit,
        },
        overdueBefore,
      );
      return { branches: items, ...rest };
    },

    /**
     * Moves a store from `from` to `to`. Returns the store, 'not-found', or 'wrong-status'
     * (then nothing changed). One statement, so two admins cannot both decide. Back to pending,
     * the 2-day clock starts again.
     */
    async transition(
      id: string,
      from: StoreStatus,
      to: StoreStatus,
      tx: Queryable = db,
    ): Promise<StoreRow | 'not-found' | 'wrong-status'> {
      if (!isUuid(id)) return 'not-found';
      const rows = await tx.query<StoreRow>(
        `update branches set status = $3, updated_at = now(),
           submitted_at = case when $3 = 'pending' then now() else submitted_at end
         where id = $1 and status = $2
         returning ${columns}`,
        [id, from, to],
      );
      if (rows[0]) return rows[0];
      return (await this.exists(id, tx)) ? 'wrong-status' : 'not-found';
    },

    async updateRegisteredDetails(
      id: string,
      registration: Registration,
      tx: Queryable = db,
    ): Promise<StoreWithRegistration | null> {
      if (!isUuid(id)) return null;
      const rows = await tx.query<StoreWithRegistration>(
        `update branches set owner_phone = $2, owner_email = $3, fssai_number = $4, gstin = $5,
           government_id_type = $6, government_id_last4 = $7, latitude = $8, longitude = $9,
           updated_at = now()
         where id = $1 returning ${columns}, ${registrationColumns}`,
        [
          id,
          registration.ownerPhone,
          registration.ownerEmail,
          registration.fssaiNumber,
          registration.gstin,
          registration.governmentIdType,
          registration.governmentIdLast4,
          registration.latitude,
          registration.longitude,
        ],
      );
      return rows[0] ?? null;
    },

    /** Stores waiting for a decision, and how many of them are past `overdueBefore`. */
    async pendingCounts(
      overdueBefore: Date,
      tx: Queryable = db,
    ): Promise<{ pending: number; overdue: number }> {
      const [row] = await tx.query<{ pending: number; overdue: number }>(
        `select count(*)::int as pending,
           count(*) filter (where submitted_at < $1)::int as overdue
         from branches where status = 'pending'`,
        [overdueBefore],
      );
      return row ?? { pending: 0, overdue: 0 };
    },

    async countApproved(tx: Queryable = db): Promise<number> {
      const rows = await tx.query<{ n: number }>(
        "select count(*)::int as n from branches where status = 'approved'",
      );
      return rows[0]?.n ?? 0;
    },

    /** Approved stores of a pincode, by name: the public store finder. */

    async insert(branch: NewStore, tx: Queryable = db): Promise<StoreWithRegistration> {
      const rows = await tx.query<StoreWithRegistration>(
        `insert into branches (name, owner_name, phone, status, street, city, state, pincode,
           country, created_at, updated_at, submitted_at, owner_phone, owner_email, fssai_number,
           gstin, government_id_type, government_id_last4, latitude, longitude)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10, now()), coalesce($10, now()),
           coalesce($11, $10, now()), $12, $13, $14, $15, $16, $17, $18, $19)
         returning ${columns}, ${registrationColumns}`,
        [
          branch.name,
          branch.ownerName,
          branch.phone,
          branch.status,
          branch.street,
          branch.city,
          branch.state,
          branch.pincode,
          branch.country,
          branch.createdAt ?? null,
          branch.submittedAt ?? null,
          branch.ownerPhone ?? null,
          branch.ownerEmail ?? null,
          branch.fssaiNumber ?? null,
          branch.gstin ?? null,
          branch.governmentIdType ?? null,
          branch.governmentIdLast4 ?? null,
          branch.latitude ?? null,
          branch.longitude ?? null,
        ],
      );
      return at(rows);
    },
  };
}
