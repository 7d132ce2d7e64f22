// What a review queue (stores, delivery-partner applications) says beside its page: how many
// of each status match the search, how many that is under the status filter, and how many
// pending ones are overdue, from one grouped count per status.

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
