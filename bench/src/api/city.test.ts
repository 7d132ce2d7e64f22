// The city bench's figures and words: rounds folded into medians, the p99 growth met or missed,
// the sizes table, and when a seeded city is kept. No timing is measured here.
import { describe, expect, it } from 'vitest';
import { addedRows, CITY, isSeeded, TODAY, type TableCounts } from './city-data.js';
import {
  CITY_P99_GROWTH_AIM,
  cityMissed,
  cityMisses,
  citySection,
  foldCity,
  growth,
  sizeRows,
  type CityList,
  type CityRun,
} from './city.js';
import type { LoadResult } from './load.js';

const result = (key: string, p99: number, failures = 0): LoadResult => ({
  key,
  label: key,
  rps: 1000 / p99,
  p50: p99 / 3,
  p99,
  requests: 500,
  failures,
  cpuMs: 0.5,
});

const list = (today: number, city: number, failures = 0): CityList => ({
  key: `list-${today}-${city}`,
  label: `a list at ${today} and ${city}`,
  today: result('today', today),
  city: result('city', city, failures),
  rounds: 3,
});

const DEMO: TableCounts = {
  branches: 20,
  products: 12,
  audit_log: 96,
  contact_messages: 8,
  delivery_partner_applications: 10,
};
const plus = (a: TableCounts, b: TableCounts): TableCounts => ({
  branches: a.branches + b.branches,
  products: a.products + b.products,
  audit_log: a.audit_log + b.audit_log,
  contact_messages: a.contact_messages + b.contact_messages,
  delivery_partner_applications: a.delivery_partner_applications + b.delivery_partner_applications,
});

const run = (lists: CityList[]): CityRun => ({
  today: { size: TODAY, counts: plus(DEMO, addedRows(TODAY)), bytes: 40 * 1024 * 1024 },
  city: {
    size: CITY,
    counts: plus(DEMO, addedRows(CITY)),
    bytes: 1500 * 1024 * 1024,
    databaseBytes: 1520 * 1024 * 1024,
  },
  seeding: { seconds: 184.2, at: '2026-11-25T17:20:00.000Z', thisRun: true },
  lists,
});

describe('the city at 200 times today', () => {
  it('grows products, audit entries and messages 200 times; the queues keep a page 10 today', () => {
    const added = (size: typeof CITY) => addedRows(size);
    expect(added(CITY).products / added(TODAY).products).toBe(200);
    expect(added(CITY).audit_log / added(TODAY).audit_log).toBe(200);
    expect(added(CITY).contact_messages / added(TODAY).contact_messages).toBe(200);
    // Page 10 of 20 needs more than 200 rows: applications 250 today, stores 500 (half match).
    expect(TODAY.partnerApplications).toBeGreaterThan(200);
    expect(TODAY.stores / 2).toBeGreaterThan(200);
  });
});

describe('isSeeded', () => {
  it('keeps a city whose tables hold the demo seed plus exactly the generated rows', () => {
    expect(isSeeded(plus(DEMO, addedRows(CITY)), DEMO, CITY)).toBe(true);
  });

  it('seeds again when a table is short (a seeding that stopped), of another size, or unrecorded', () => {
    const short = { ...plus(DEMO, addedRows(CITY)), audit_log: DEMO.audit_log + 1_000_000 };
    expect(isSeeded(short, DEMO, CITY)).toBe(false);
    expect(isSeeded(plus(DEMO, addedRows(TODAY)), DEMO, CITY)).toBe(false);
    expect(isSeeded(plus(DEMO, addedRows(CITY)), null, CITY)).toBe(false);
  });
});

describe('foldCity', () => {
  it('takes the medians of each size over rounds and adds up failures', () => {
    const folded = foldCity({ key: 'inbox', label: 'the inbox' }, [
      { today: result('inbox', 5), city: result('inbox', 6) },
      { today: result('inbox', 4), city: result('inbox', 9, 2) },
      { today: result('inbox', 7), city: result('inbox', 7) },
    ]);
    expect(folded.today.p99).toBe(5);
    expect(folded.city.p99).toBe(7);
    expect(folded.city.failures).toBe(2);
    expect(folded.rounds).toBe(3);
    expect(growth(folded)).toBeCloseTo(1.4);
  });
});

describe('the met/missed rule', () => {
  it(`is met while the city's p99 is under ${CITY_P99_GROWTH_AIM} times today's`, () => {
    expect(cityMisses(list(10, 14.9))).toEqual([]);
    expect(cityMisses(list(10, 8))).toEqual([]);
  });

  it('is missed at 1.5 times or more, with failures, or when today measured nothing', () => {
    expect(cityMisses(list(10, 15))).toEqual(['p99 growth']);
    expect(cityMisses(list(10, 40, 3))).toEqual(['p99 growth', 'failures']);
    expect(cityMisses(list(10, 11, 1))).toEqual(['failures']);
    expect(cityMisses(list(0, 5))).toEqual(['p99 growth']);
  });

  it("names each missed list in the report's words", () => {
    expect(cityMissed(run([list(10, 12), list(4, 20)]))).toEqual([
      "The city: a list at 4 and 20, p99 20.0 ms, 5.00x today's 4.0 ms",
    ]);
    expect(cityMissed(null)).toEqual([]);
  });
});

describe('citySection', () => {
  it('shows the sizes with their growth, the seeding and size on disk, and a row a list', () => {
    const section = citySection(run([list(10, 12), list(4, 20)]));
    expect(sizeRows(run([]))).toContainEqual(['products', '5,012', '10,00,012', '200x']);
    expect(section).toContain('seeded by this run in 184 s');
    expect(section).toContain('`pg_database_size`): 1520 MiB');
    expect(section).toContain('| a list at 10 and 12 | 3.3 | 10.0 | 4.0 | 12.0 | 1.20x |');
    expect(section).toMatch(/\| a list at 4 and 20 \|.*\| 5\.00x \|.*\| missed \(p99 growth\) \|/);
    expect(citySection(null)).toBe('');
  });

  it('says when an earlier run seeded the city', () => {
    const kept = { ...run([]), seeding: { seconds: 200, at: 'yesterday', thisRun: false } };
    expect(citySection(kept)).toContain('seeded by an earlier run (yesterday) in 200 s and kept');
  });
});
