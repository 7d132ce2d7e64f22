// A review queue's page (stores, delivery-partner applications), and what it says beside it: how many
// of each status match the search, how many that is under the status filter, and how many
// pending ones are overdue, from one grouped count per status. Counted for the first page only
// (no cursor): the pages after it answer null, and the admin keeps the first page's figures.
import type { Queryable } from '../db/adapter.js';
import { decodeCursor, isIntKey, pageOf } from './cursor.js';
import { isUuid } from './rows.js';

export interface QueueTally<S extends string> {
  counts: Record<S, number>;
  total: number;
  overdue: number;
}

export function queueTally<S extends string>(
  statuses: readonly S[],
  counted: readonly { status: S; n: number; overdue: number }[],
  status: S | undefined,
): QueueTally<S> {
  const counts = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>;
  for (const row of counted) counts[row.status] = row.n;
  return {
    counts,
    total: status ? counts[status] : counted.reduce((sum, row) => sum + row.n, 0),
    overdue: counted.reduce((sum, row) => sum + row.overdue, 0),
  };
}

/** What a page after the first says instead of its queue's tally. */
export const NO_TALLY = { counts: null, total: null, overdue: null } as const;

/** The counts per status with their sum, as the lists answer them (`all` first); null stays null. */
export function countsWithAll<S extends string>(
  counts: Record<S, number> | null,
): (Record<S, number> & { all: number }) | null {
  if (!counts) return null;
  const all = Object.values<number>(counts).reduce((sum, n) => sum + n, 0);
  return { all, ...counts };
}

/** What a queue reads: its rows' SELECT list and FROM (joins too), and its own table alone. */
export interface QueueSource<S extends string> {
  columns: string;
  from: string;
  /** The queue's table with its alias, for the tally (which needs no joins). */
  table: string;
  /** The alias with its dot (`p.`), or '' when the table has none. */
  alias: string;
  statuses: readonly S[];
}

/** One page of a queue's filter: `where` is the search and any filter but the status. */
export interface QueueRead<S extends string> {
  where: { sql: string; params: unknown[] };
  status: S | undefined;
  cursor: string | undefined;
  limit: number;
}

/**
 * The queue's order as one ascending key: pending first, by submission (the one due soonest
 * first), then the others by submission, newest first; the id breaks ties. The moment is the
 * interval since 1970 UTC rather than extract(epoch from submitted_at): the same number, but
 * immutable, so migration 012's indexes hold these very expressions and serve the pages in order.
 */
function queueOrder(alias: string) {
  return {
    group: `(case when ${alias}status = 'pending' then 0 else 1 end)`,
    moment: `((case when ${alias}status = 'pending' then 1 else -1 end
  * extract(epoch from (${alias}submitted_at - timestamptz '1970-01-01 00:00:00+00')) * 1000)::float8)`,
  };
}

/**
 * One page of a review queue in its order; the first page (no cursor) also counts the search per
 * status and the overdue ones (one grouped count over every match), the pages after it do not.
 */
export async function queuePage<Row extends { id: string }, S extends string>(
  tx: Queryable,
  source: QueueSource<S>,
  read: QueueRead<S>,
  overdueBefore: Date,
): Promise<{ items: Row[]; nextCursor: string | null } & (QueueTally<S> | typeof NO_TALLY)> {
  const { alias } = source;
  const { group, moment } = queueOrder(alias);
  const after = decodeCursor<[number, number, string]>(
    read.cursor,
    ['number', 'number', 'string'],
    ([key, , id]) => isIntKey(key) && isUuid(id),
  );
  const n = read.where.params.length;
  const params = [...read.where.params, read.status ?? null];
  const keyset = after
    ? `and (${group}, ${moment}, ${alias}id) > ($${n + 2}::int, $${n + 3}::float8, $${n + 4}::uuid)`
    : '';
  const rows = await tx.query<Row & { grp: number; moment: number }>(
    `select ${source.columns}, ${group} as grp, ${moment} as moment from ${source.from}
     where ${read.where.sql} and ($${n + 1}::text is null or ${alias}status = $${n + 1}) ${keyset}
     order by grp, moment, ${alias}id
     limit ${read.limit + 1}`,
    after ? [...params, ...after] : params,
  );
  const page = pageOf(rows, read.limit, (row) => [row.grp, row.moment, row.id]);
  const items = page.items.map(({ grp: _grp, moment: _moment, ...row }) => row as unknown as Row);
  if (after) return { items, nextCursor: page.nextCursor, ...NO_TALLY };
  const counted = await tx.query<{ status: S; n: number; overdue: number }>(
    `select ${alias}status as status, count(*)::int as n,
       count(*) filter (where ${alias}status = 'pending' and ${alias}submitted_at < $${n + 1})::int
         as overdue
     from ${source.table} where ${read.where.sql} group by ${alias}status`,
    [...read.where.params, overdueBefore],
  );
  return {
    items,
    nextCursor: page.nextCursor,
    ...queueTally(source.statuses, counted, read.status),
  };
}
