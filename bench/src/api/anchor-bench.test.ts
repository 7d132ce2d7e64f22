// The anchor comparison's figures and words: rounds folded into medians and shares, each aim
// met or missed, and the report's table and "Aims missed" lines. No timing is measured here.
import { describe, expect, it } from 'vitest';
import {
  anchoredMisses,
  anchorMissed,
  anchorSection,
  foldAnchored,
  type AnchoredList,
  type AnchorRun,
} from './anchor-bench.js';
import { pincodesInArea, pointsInArea, STORE_AREA } from './anchor-data.js';
import type { LoadResult } from './load.js';

const result = (key: string, rps: number, p99: number, failures = 0): LoadResult => ({
  key,
  label: key,
  rps,
  p50: p99 / 3,
  p99,
  requests: rps * 5,
  failures,
  cpuMs: 0.5,
});

const list = (
  kind: AnchoredList['kind'],
  share: number,
  p99: number,
  failures = 0,
): AnchoredList => ({
  key: `${kind}-${share}-${p99}`,
  label: `${kind} at ${share}`,
  kind,
  api: result('api', 1000 * share, p99, failures),
  anchor: result('anchor', 1000, p99 / 2),
  share,
  shareRange: [share - 0.05, share + 0.05],
  rounds: 3,
});

describe('foldAnchored', () => {
  it('takes the medians of each side and the share of each round, with its range', () => {
    const folded = foldAnchored({ key: 'inbox', label: 'the inbox', kind: 'list' }, [
      { api: result('inbox', 800, 9), anchor: result('inbox', 1000, 5) },
      { api: result('inbox', 600, 12), anchor: result('inbox', 1000, 6) },
      { api: result('inbox', 450, 30, 2), anchor: result('inbox', 500, 4) },
    ]);
    expect(folded.api.rps).toBe(600);
    expect(folded.api.p99).toBe(12);
    expect(folded.api.failures).toBe(2);
    expect(folded.anchor.rps).toBe(1000);
    // 0.8, 0.6 and 0.9: the median of the rounds' shares, not 600 / 1000.
    expect(folded.share).toBeCloseTo(0.8);
    expect(folded.shareRange[0]).toBeCloseTo(0.6);
    expect(folded.shareRange[1]).toBeCloseTo(0.9);
    expect(folded.rounds).toBe(3);
  });
});

describe('the aims', () => {
  it('holds an admin list to 75% of its anchor and p99 under 25 ms', () => {
    expect(anchoredMisses(list('list', 0.75, 24.9))).toEqual([]);
    expect(anchoredMisses(list('list', 0.74, 24.9))).toEqual(['share']);
    expect(anchoredMisses(list('list', 0.9, 25))).toEqual(['p99']);
    expect(anchoredMisses(list('list', 0.9, 10, 3))).toEqual(['failures']);
  });

  it('holds the finder to p99 under 10 ms, whatever its share', () => {
    expect(anchoredMisses(list('finder', 0.3, 9.9))).toEqual([]);
    expect(anchoredMisses(list('finder', 0.9, 10))).toEqual(['p99']);
  });
});

describe('the report', () => {
  const run: AnchorRun = {
    stores: 5000,
    entries: 100_000,
    messages: 10_000,
    lists: [list('list', 0.8, 12), list('list', 0.5, 30), list('finder', 0.6, 14)],
  };

  it('has a row per list with both sides, the share and each aim met or missed', () => {
    const section = anchorSection(run);
    expect(section).toContain('## Uncached reads against a raw-SQL anchor');
    const rows = section.split('\n').filter((line) => /^\| (list|finder) at/.test(line));
    expect(rows).toEqual([
      '| list at 0.8 | 800 | 1000 | 80% | 75%-85% | 4.0 | 12.0 | 6.0 | 0.50 | 0.50 | 0 | met |',
      '| list at 0.5 | 500 | 1000 | 50% | 45%-55% | 10.0 | 30.0 | 15.0 | 0.50 | 0.50 | 0 | missed (share, p99) |',
      '| finder at 0.6 | 600 | 1000 | 60% | 55%-65% | 4.7 | 14.0 | 7.0 | 0.50 | 0.50 | 0 | missed (p99) |',
    ]);
  });

  it('names each missed aim once in "Aims missed"', () => {
    expect(anchorMissed(run)).toEqual([
      'Uncached list at 0.5: 50% of its raw-SQL anchor, p99 30.0 ms',
      'Uncached finder at 0.6: 60% of its raw-SQL anchor, p99 14.0 ms',
    ]);
    expect(anchorMissed(null)).toEqual([]);
    expect(anchorSection(null)).toBe('');
  });
});

describe("the finder's points", () => {
  it('are the same on every run, spread over the stores area', () => {
    const points = pointsInArea(1000, 7);
    expect(pointsInArea(1000, 7)).toEqual(points);
    expect(pointsInArea(1000, 8)).not.toEqual(points);
    for (const { latitude, longitude } of points) {
      expect(latitude).toBeGreaterThanOrEqual(STORE_AREA.south);
      expect(latitude).toBeLessThanOrEqual(STORE_AREA.north);
      expect(longitude).toBeGreaterThanOrEqual(STORE_AREA.west);
      expect(longitude).toBeLessThanOrEqual(STORE_AREA.east);
    }
    // Spread: each quarter of the area holds a fair share.
    const north = points.filter((p) => p.latitude > (STORE_AREA.south + STORE_AREA.north) / 2);
    expect(north.length).toBeGreaterThan(400);
    expect(north.length).toBeLessThan(600);
  });

  it('asks about pincodes whose centre is in the area', () => {
    expect(pincodesInArea().length).toBeGreaterThan(10);
    expect(pincodesInArea()).toContain('500002');
  });
});
