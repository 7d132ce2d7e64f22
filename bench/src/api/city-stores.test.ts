// The stores-of-a-city figures' words: each aim met or missed (the search's p99 at each size,
// each list's share of its anchor, the finder's p99 growth) and the section's table. No timing
// is measured here.
import { describe, expect, it } from 'vitest';
import type { AnchoredList } from './anchor-bench.js';
import {
  storeGrowth,
  storeScaleMissed,
  storeScaleMisses,
  storeScaleSection,
  type StoreListKey,
  type StoreScaleList,
  type StoreScaleRun,
} from './city-stores.js';
import type { LoadResult } from './load.js';

const result = (p99: number, rps: number): LoadResult => ({
  key: 'k',
  label: 'k',
  rps,
  p50: p99 / 3,
  p99,
  requests: 500,
  failures: 0,
});

const at = (p99: number, share: number): AnchoredList => ({
  key: 'k',
  label: 'k',
  kind: 'list',
  api: result(p99, 1000 * share),
  anchor: result(p99 / 2, 1000),
  share,
  shareRange: [share, share],
  rounds: 3,
});

const list = (key: StoreListKey, small: AnchoredList, large: AnchoredList): StoreScaleList => ({
  key,
  label: key,
  sizes: { 5_000: small, 50_000: large },
});

describe('the stores of a city', () => {
  it('the search: p99 under 10 ms at 5,000 and 15 ms at 50,000, 75% of the anchor at each', () => {
    expect(storeScaleMisses(list('store-search', at(9, 0.8), at(14, 0.76)))).toEqual([]);
    expect(storeScaleMisses(list('store-search', at(10, 0.8), at(15, 0.7)))).toEqual([
      'p99 at 5,000',
      'share at 50,000',
      'p99 at 50,000',
    ]);
  });

  it('the finder: 75% of the anchor at each size, p99 growth under 1.5x', () => {
    const finder = list('finder-pincode', at(10, 0.8), at(14, 0.8));
    expect(storeGrowth(finder)).toBeCloseTo(1.4);
    expect(storeScaleMisses(finder)).toEqual([]);
    expect(storeScaleMisses(list('finder-pincode', at(10, 0.6), at(15, 0.8)))).toEqual([
      'share at 5,000',
      'p99 growth',
    ]);
  });

  it('names each miss and prints both sizes', () => {
    const run: StoreScaleRun = {
      seedSeconds: { 5_000: 5, 50_000: 54 },
      lists: [list('store-search', at(9, 0.8), at(20, 0.8))],
    };
    expect(storeScaleMissed(run)).toEqual([
      'The stores of a city: store-search, p99 9.0 ms at 5,000 and 20.0 ms at 50,000 (2.22x), 80% and 80% of the anchor (p99 at 50,000)',
    ]);
    expect(storeScaleSection(run)).toContain(
      '| store-search | 3.0 | 9.0 | 4.5 | 80% | 6.7 | 20.0 |',
    );
    expect(storeScaleSection(null)).toBe('');
  });
});
