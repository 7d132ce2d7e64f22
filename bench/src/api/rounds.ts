// Several rounds of the same scenarios, folded into one figure each. In every round the bare
// route is measured between each pair of other scenarios, so each endpoint's share of the bare
// route compares two runs seconds apart (the ceiling of the shared machine moves by a third
// from one minute to the next); the report shows the median over rounds.
import type { LoadResult } from './load.js';

export interface RoundFigures extends LoadResult {
  /** Rounds this figure is the median of. */
  rounds: number;
  /** Throughput as a share of the bare route measured just before and just after it: the
   * median over rounds, and the lowest and highest round. Absent for the bare route itself. */
  ofBare?: number;
  ofBareRange?: [number, number];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Folds the measurements of a run, in the order they were taken, into one figure per
 * scenario. `bareKey` names the bare route; every other measurement is compared with the
 * bare-route measurements next to it (the mean of the one before and the one after).
 */
export function foldRounds(measured: LoadResult[], bareKey: string): RoundFigures[] {
  const keys = [...new Set(measured.map((m) => m.key))];
  const ratios = new Map<string, number[]>();
  measured.forEach((m, i) => {
    if (m.key === bareKey) return;
    const before = measured.slice(0, i).findLast((o) => o.key === bareKey);
    const after = measured.slice(i + 1).find((o) => o.key === bareKey);
    const near = [before, after].filter((o): o is LoadResult => o !== undefined);
    if (near.length === 0) return;
    const bare = near.reduce((sum, o) => sum + o.rps, 0) / near.length;
    if (bare > 0) ratios.set(m.key, [...(ratios.get(m.key) ?? []), m.rps / bare]);
  });
  return keys.map((key) => {
    const runs = measured.filter((m) => m.key === key);
    const shares = ratios.get(key);
    return {
      ...medianResult(runs),
      rounds: runs.length,
      ...(shares
        ? { ofBare: median(shares), ofBareRange: [Math.min(...shares), Math.max(...shares)] }
        : {}),
    };
  });
}

/** One list's rounds as one result: the medians of its rates and latencies, its counts summed. */
export function medianResult(results: LoadResult[]): LoadResult {
  const first = results[0] as LoadResult;
  const known = (values: (number | undefined)[]): number | undefined => {
    const numbers = values.filter((v): v is number => v !== undefined);
    return numbers.length ? median(numbers) : undefined;
  };
  return {
    key: first.key,
    label: first.label,
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    failures: results.reduce((sum, r) => sum + r.failures, 0),
    cpuMs: known(results.map((r) => r.cpuMs)),
    clientCpuMs: known(results.map((r) => r.clientCpuMs)),
  };
}
