import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load.js';
import { foldRounds, median } from './rounds.js';

const run = (key: string, rps: number, p99 = 2): LoadResult => ({
  key,
  label: key === 'health' ? 'bare route' : key,
  rps,
  p50: 1,
  p99,
  requests: rps * 5,
  failures: 0,
  cpuMs: 0.1,
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});

describe('foldRounds', () => {
  it('compares each endpoint with the bare route measured next to it, not with the best bare run', () => {
    // The machine slows down between the first and the second round: the products list keeps
    // half of the bare route each time, although it is a third of the first round's bare run.
    const figures = foldRounds(
      [
        run('health', 18000),
        run('products', 9000),
        run('health', 18000),
        run('health', 12000),
        run('products', 6000),
        run('health', 12000),
        run('health', 15000),
        run('products', 7500),
        run('health', 15000),
      ],
      'health',
    );
    const products = figures.find((f) => f.key === 'products');
    expect(products).toMatchObject({ rounds: 3, rps: 7500, ofBare: 0.5, ofBareRange: [0.5, 0.5] });
    const bare = figures.find((f) => f.key === 'health');
    expect(bare).toMatchObject({ rounds: 6, rps: 15000 });
    expect(bare?.ofBare).toBeUndefined();
  });

  it('uses the mean of the bare runs before and after, and the median over rounds', () => {
    const figures = foldRounds(
      [
        run('health', 10000),
        run('stats', 6000, 3),
        run('health', 20000),
        run('stats', 4000, 9),
        run('health', 20000),
        run('stats', 9000, 4),
        run('health', 20000),
      ],
      'health',
    );
    expect(figures.find((f) => f.key === 'stats')).toMatchObject({
      rounds: 3,
      rps: 6000,
      p99: 4,
      ofBare: 0.4,
      ofBareRange: [0.2, 0.45],
      requests: 95000,
    });
  });

  it('leaves the share out when no bare route was measured', () => {
    const [writes] = foldRounds([run('writes', 120)], 'health');
    expect(writes).toMatchObject({ rps: 120, rounds: 1 });
    expect(writes?.ofBare).toBeUndefined();
  });
});
