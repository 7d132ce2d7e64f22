// What a review queue (stores, delivery-partner applications) says beside its page: how many
// of each status match the search, how many that is under the status filter, and how many
// pending ones are overdue, from one grouped count per status. Counted for the first page only
// (no cursor): the pages after it answer null, and the admin keeps the first page's figures.

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
