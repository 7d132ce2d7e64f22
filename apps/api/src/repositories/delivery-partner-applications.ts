// Delivery-partner applications: what an applicant sent, the review queue, and decisions. One
// open application (pending or approved) per phone, kept by a unique index.
import type { OwnerLanguage } from '@kirana/domain/owner-sign-in';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type PartnerRejectReason,
  type Vehicle,
} from '@kirana/domain/delivery-partners';
import type { Queryable } from '../db/adapter.js';
import { queuePage, type QueueSource } from './review-queue.js';
import { at, containsPattern, isoColumn, isUuid } from './rows.js';

export interface ApplicationRow {
  id: string;
  name: string;
  /** The mobile's 10 digits. */
  phone: string;
  email: string | null;
  pincode: string;
  vehicle: Vehicle;
  /** The language of the form, which the answer by SMS is in. */
  language: OwnerLanguage;
  status: ApplicationStatus;
  submittedAt: string;
  decidedAt: string | null;
  decidedBy: { id: string; name: string } | null;
  reason: PartnerRejectReason | null;
  note: string | null;
  previousApplicationId: string | null;
}

export interface NewApplication {
  name: string;
  phone: string;
  email: string | null;
  pincode: string;
  vehicle: Vehicle;
  language?: OwnerLanguage;
  /** The privacy notice agreed to with the form, and the language it was read in (issue 40). */
  noticeVersion?: string;
  noticeLanguage?: OwnerLanguage;
  previousApplicationId: string | null;
  submittedAt?: Date;
}

export interface ApplicationFilter {
  status?: ApplicationStatus | undefined;
  vehicle?: Vehicle | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

export interface ApplicationPage {
  applications: ApplicationRow[];
  nextCursor: string | null;
  /** The queue's tally on the first page (no cursor); null on the pages after it. */
  total: number | null;
  counts: Record<ApplicationStatus, number> | null;
  overdue: number | null;
}

// The decision (who, when, reason, note) is the application's last in review_decisions.
const columns = `p.id, p.name, p.phone, p.email, p.pincode, p.vehicle, p.language, p.status,
  ${isoColumn('p.submitted_at', 'submittedAt')}, ${isoColumn('d.decided_at', 'decidedAt')},
  case when a.id is null then null else json_build_object('id', a.id, 'name', a.name) end as "decidedBy",
  d.reason, d.note, p.previous_application_id as "previousApplicationId"`;
const from = `delivery_partner_applications p
  left join lateral (select x.decided_at, x.decided_by, x.reason, x.note from review_decisions x
    where x.kind = 'delivery-partner' and x.subject_id = p.id
    order by x.decided_at desc, x.id desc limit 1) d on true
  left join admins a on a.id = d.decided_by`;

function searchOf(q: string | undefined): { sql: string; params: unknown[] } {
  const text = q?.trim() || null;
  if (text === null) return { sql: 'true', params: [] };
  const digits = text.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
  return {
    sql: `(p.name ilike $1 or p.pincode ilike $1 or ($2::text is not null and p.phone like $2))`,
    params: [containsPattern(text), digits.length >= 3 ? containsPattern(digits) : null],
  };
}

/** The applications' review queue: with their last decision (the join), counted without it. */
const QUEUE: QueueSource<ApplicationStatus> = {
  columns,
  from,
  table: 'delivery_partner_applications p',
  alias: 'p.',
  statuses: APPLICATION_STATUSES,
};

/** Postgres' unique_violation: a second open application for the phone. */
export function isOpenPhoneTaken(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return (
    code === '23505' && (constraint === undefined || constraint === 'applications_open_phone_idx')
  );
}

export function applicationsRepository(db: Queryable) {
  const byId = async (id: string, tx: Queryable): Promise<ApplicationRow | null> => {
    if (!isUuid(id)) return null;
    const rows = await tx.query<ApplicationRow>(`select ${columns} from ${from} where p.id = $1`, [
      id,
    ]);
    return rows[0] ?? null;
  };

  const found = async (id: string, tx: Queryable): Promise<ApplicationRow> => {
    const row = await byId(id, tx);
    if (!row) throw new Error(`Application ${id} was just written but cannot be read`);
    return row;
  };

  return {
    findById: (id: string, tx: Queryable = db) => byId(id, tx),

    /** The phone's open application's status (pending or approved), or null. */
    async openStatusOf(phone: string, tx: Queryable = db): Promise<ApplicationStatus | null> {
      const rows = await tx.query<{ status: ApplicationStatus }>(
        `select status from delivery_partner_applications
         where phone = $1 and status in ('pending', 'approved') limit 1`,
        [phone],
      );
      return rows[0]?.status ?? null;
    },

    /** The phone's latest rejected application's id, which a re-application follows. */
    async latestRejectedOf(phone: string, tx: Queryable = db): Promise<string | null> {
      const rows = await tx.query<{ id: string }>(
        `select id from delivery_partner_applications where phone = $1 and status = 'rejected'
         order by submitted_at desc, id desc limit 1`,
        [phone],
      );
      return rows[0]?.id ?? null;
    },

    /** The same phone's other applications, newest first. */
    async othersOf(application: ApplicationRow, tx: Queryable = db): Promise<ApplicationRow[]> {
      return tx.query<ApplicationRow>(
        `select ${columns} from ${from} where p.phone = $1 and p.id <> $2
         order by p.submitted_at desc, p.id desc`,
        [application.phone, application.id],
      );
    },

    /** Throws the database's unique violation when the phone has an open application. */
    async insert(input: NewApplication, tx: Queryable = db): Promise<ApplicationRow> {
      const rows = await tx.query<{ id: string }>(
        `insert into delivery_partner_applications
           (name, phone, email, pincode, vehicle, previous_application_id, submitted_at, language,
            notice_version, notice_language, consented_at)
         values ($1, $2, $3, $4, $5, $6, coalesce($7, now()), $8, $9::text, $10::text,
           case when $9::text is null then null else coalesce($7, now()) end) returning id`,
        [
          input.name,
          input.phone,
          input.email,
          input.pincode,
          input.vehicle,
          input.previousApplicationId,
          input.submittedAt ?? null,
          input.language ?? 'en',
          input.noticeVersion ?? null,
          input.noticeLanguage ?? null,
        ],
      );
      return found(at(rows).id, tx);
    },

    /**
     * Moves an application from `from` to `to` in one statement (two reviewers cannot both
     * decide). Returns the application, 'not-found', or 'wrong-status' (then nothing changed).
     * The decision itself is recorded by the engine (review_decisions).
     */
    async decide(
      id: string,
      from: ApplicationStatus,
      to: ApplicationStatus,
      tx: Queryable = db,
    ): Promise<ApplicationRow | 'not-found' | 'wrong-status'> {
      if (!isUuid(id)) return 'not-found';
      const rows = await tx.query<{ id: string }>(
        `update delivery_partner_applications set status = $2 where id = $1 and status = $3
         returning id`,
        [id, to, from],
      );
      if (rows[0]) return found(id, tx);
      return (await byId(id, tx)) ? 'wrong-status' : 'not-found';
    },

    /**
     * One page of the queue; the first page also counts the search per status and the overdue
     * ones (one grouped count over every match), the pages after it do not.
     */
    async list(
      filter: ApplicationFilter,
      overdueBefore: Date,
      tx: Queryable = db,
    ): Promise<ApplicationPage> {
      const search = searchOf(filter.q);
      const n = search.params.length;
      const { items, ...rest } = await queuePage<ApplicationRow, ApplicationStatus>(
        tx,
        QUEUE,
        {
          where: {
            sql: `${search.sql} and ($${n + 1}::text is null or p.vehicle = $${n + 1})`,
            params: [...search.params, filter.vehicle ?? null],
          },
          status: filter.status,
          cursor: filter.cursor,
          limit: filter.limit,
        },
        overdueBefore,
      );
      return { applications: items, ...rest };
    },

    /** Applications waiting for a decision, and how many are past `overdueBefore`. */
    async pendingCounts(
      overdueBefore: Date,
      tx: Queryable = db,
    ): Promise<{ pending: number; overdue: number }> {
      const [row] = await tx.query<{ pending: number; overdue: number }>(
        `select count(*)::int as pending, count(*) filter (where submitted_at < $1)::int as overdue
         from delivery_partner_applications where status = 'pending'`,
        [overdueBefore],
      );
      return row ?? { pending: 0, overdue: 0 };
    },
  };
}
