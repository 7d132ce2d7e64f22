// Visitors' contact messages: stored by the public form, read and marked handled in the inbox.
import type { Queryable } from '../db/adapter.js';
import { decodeCursor, isTimestampKey, pageOf } from './cursor.js';
import { at, containsPattern, iso, isoColumn, isUuid } from './rows.js';

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}

export type ContactStatus = 'new' | 'handled';

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  createdAt: string;
  status: ContactStatus;
  handledBy: { id: string; name: string } | null;
  handledAt: string | null;
}

export interface ContactFilter {
  subject?: string | undefined;
  status?: ContactStatus | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

const columns = `m.id, m.name, m.email, m.phone, m.subject, m.message,
  ${isoColumn('m.created_at', 'createdAt')}, m.status,
  case when a.id is null then null else json_build_object('id', a.id, 'name', a.name) end as "handledBy",
  ${isoColumn('m.handled_at', 'handledAt')}`;
const from = 'contact_messages m left join admins a on a.id = m.handled_by';

/** A timestamptz as PostgreSQL writes it: the exact key of a cursor. */
export function contactRepository(db: Queryable) {
  return {
    async create(
      input: NewContactMessage,
      tx: Queryable = db,
    ): Promise<{ id: string; createdAt: string }> {
      const rows = await tx.query<{ id: string; createdAt: unknown }>(
        `insert into contact_messages (name, email, phone, subject, message)
         values ($1, $2, $3, $4, $5) returning id, created_at as "createdAt"`,
        [input.name, input.email, input.phone, input.subject, input.message],
      );
      const row = at(rows);
      return { id: row.id, createdAt: iso(row.createdAt) };
    },

    /**
     * Newest first, one page; the first page (no cursor) with the counts per status of the
     * subject and search. Later pages leave them out (null): the list shows the first page's,
     * and counting every match again for each "Load more" was the page's dearest statement.
     */
    async list(
      filter: ContactFilter,
      tx: Queryable = db,
    ): Promise<{
      messages: ContactMessageRow[];
      nextCursor: string | null;
      counts: Record<ContactStatus, number> | null;
    }> {
      const after = decodeCursor<[string, string]>(
        filter.cursor,
        ['string', 'string'],
        ([createdAt, id]) => isTimestampKey(createdAt) && isUuid(id),
      );
      const text = filter.q?.trim() ? containsPattern(filter.q.trim()) : null;
      const matching = `($1::text is null or m.subject = $1)
        and ($2::text is null or m.name ilike $2 or m.email ilike $2 or m.message ilike $2)`;
      const params = [filter.subject ?? null, text];
      const rows = await tx.query<ContactMessageRow & { key: string }>(
        `select ${columns}, m.created_at::text as key from ${from}
         where ${matching} and ($3::text is null or m.status = $3)
           ${after ? 'and (m.created_at, m.id) < ($4::timestamptz, $5::uuid)' : ''}
         order by m.created_at desc, m.id desc
         limit ${filter.limit + 1}`,
        [...params, filter.status ?? null, ...(after ?? [])],
      );
      const page = pageOf(rows, filter.limit, (row) => [row.key, row.id]);
      let counts: Record<ContactStatus, number> | null = null;
      if (!after) {
        const counted = await tx.query<{ status: ContactStatus; n: number }>(
          `select m.status, count(*)::int as n from contact_messages m where ${matching}
           group by m.status`,
          params,
        );
        counts = { new: 0, handled: 0 };
        for (const row of counted) counts[row.status] = row.n;
      }
      return {
        messages: page.items.map(({ key: _key, ...message }) => message),
        nextCursor: page.nextCursor,
        counts,
      };
    },

    async findById(id: string, tx: Queryable = db): Promise<ContactMessageRow | null> {
      if (!isUuid(id)) return null;
      const rows = await tx.query<ContactMessageRow>(
        `select ${columns} from ${from} where m.id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    /**
     * Marks the message handled (by this admin, now) or new again. Returns the message,
     * 'not-found', or 'unchanged' when it already had that status.
     */
    async setStatus(
      id: string,
      status: ContactStatus,
      adminId: string,
      tx: Queryable = db,
    ): Promise<ContactMessageRow | 'not-found' | 'unchanged'> {
      if (!isUuid(id)) return 'not-found';
      const rows = await tx.query<{ id: string }>(
        `update contact_messages set status = $2,
           handled_by = case when $2 = 'handled' then $3::uuid end,
           handled_at = case when $2 = 'handled' then now() end
         where id = $1 and status <> $2 returning id`,
        [id, status, adminId],
      );
      if (rows[0]) return (await this.findById(id, tx)) ?? 'not-found';
      return (await this.findById(id, tx)) ? 'unchanged' : 'not-found';
    },

    async countNew(tx: Queryable = db): Promise<number> {
      const rows = await tx.query<{ n: number }>(
        "select count(*)::int as n from contact_messages where status = 'new'",
      );
      return rows[0]?.n ?? 0;
    },
  };
}
