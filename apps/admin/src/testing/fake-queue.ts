// A review queue as the API pages it, for the fake API of queue tests: the search (by name),
// the status and any other filter, the counts per status of the search, and pages of `limit`
// by cursor (the cursor is the index).

export function queuePage<T extends { name: string; status: string }, S extends string>(
  all: readonly T[],
  query: URLSearchParams,
  statuses: readonly S[],
  filter: (item: T) => boolean = () => true,
) {
  const status = query.get('status');
  const q = query.get('q')?.toLowerCase();
  const matching = all.filter(
    (item) => (!q || item.name.toLowerCase().includes(q)) && filter(item),
  );
  const found = matching.filter((item) => !status || item.status === status);
  const start = Number(query.get('cursor') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  const counts = Object.fromEntries(
    statuses.map((s) => [s, matching.filter((item) => item.status === s).length]),
  ) as Record<S, number>;
  return {
    items: found.slice(start, start + limit),
    nextCursor: start + limit < found.length ? String(start + limit) : null,
    total: found.length,
    counts: { all: matching.length, ...counts },
    overdue: 1,
  };
}
