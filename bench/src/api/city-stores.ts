// The stores of a city (issue 43): the admin's store search and the store finder by pincode at
// 5,000 and at 50,000 approved stores, each against its raw-SQL anchor (./anchor-server.ts: the
// API's own SQL) on the same schema, on PostgreSQL with the response cache off. One schema a
// size, each with its API and its anchor; in every round each list is driven by wrk on the API
// and its anchor at each size in turn, so every ratio compares runs seconds apart.
// Aims: the search's p99 under 10 ms at 5,000 and under 15 ms at 50,000 and at least 75% of its
// anchor; the finder at least 75% of its anchor, its p99 at 50,000 under 1.5 times that at 5,000.
import pg from 'pg';
import { address, ANCHOR_SHARE_AIM, foldAnchored, startAnchor } from './anchor-bench.js';
import type { AnchoredList } from './anchor-bench.js';
import { fillStores, pincodesInArea, STORE_SEARCH_TEXT } from './anchor-data.js';
import { login } from './fixtures.js';
import { warmedOnce, type ApiSettings } from './index.js';
import { BROWSER_ACCEPT_ENCODING, measure, type LoadResult, type Scenario } from './load.js';
import { startApi, type RunningApi } from './server.js';

export const STORE_SIZES = [5_000, 50_000] as const;
export type StoreSize = (typeof STORE_SIZES)[number];
const [SMALL, LARGE] = STORE_SIZES;
/** The search's p99 aim at each size, ms. */
export const SEARCH_P99_AIM_MS: Record<StoreSize, number> = { 5_000: 10, 50_000: 15 };
export const FINDER_P99_GROWTH_AIM = 1.5;
/** Requests the finder is driven with, each from its own client address. */
const FINDER_REQUESTS = 1_000;
const PAGE_SIZE = 20;
const API_ENV = { RESPONSE_CACHE_MB: '0', NOTIFY_WORKER: 'off', TRUST_PROXY: 'true' };

export type StoreListKey = 'store-search' | 'finder-pincode';

/** One list at both sizes: the API against its anchor at each. */
export interface StoreScaleList {
  key: StoreListKey;
  label: string;
  sizes: Record<StoreSize, AnchoredList>;
}

export interface StoreScaleRun {
  lists: StoreScaleList[];
  /** Seconds each size's stores took to write. */
  seedSeconds: Record<StoreSize, number>;
}

function lists(token: string): (Scenario & { key: StoreListKey })[] {
  const pincodes = pincodesInArea();
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  return [
    {
      key: 'store-search',
      label: `the admin's store search ("${STORE_SEARCH_TEXT}", a tenth of the stores), page 1 of ${PAGE_SIZE}`,
      requests: [
        {
          method: 'GET',
          path: `/api/admin/branches?q=${STORE_SEARCH_TEXT}&limit=${PAGE_SIZE}`,
          headers,
        },
      ],
    },
    {
      key: 'finder-pincode',
      label: `the store finder by pincode (${pincodes.length} pincodes)`,
      requests: Array.from({ length: FINDER_REQUESTS }, (_, i) => ({
        method: 'GET' as const,
        path: `/api/public/stores?pincode=${pincodes[i % pincodes.length]}`,
        headers: { 'x-forwarded-for': address(i), 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      })),
    },
  ];
}

interface Side {
  api: RunningApi;
  anchor: { url: string; pid: number; stop(): Promise<void> };
  planned: (Scenario & { key: StoreListKey })[];
}

async function openSize(size: StoreSize, log: (line: string) => void) {
  const api = await startApi('postgres', { env: API_ENV });
  try {
    const started = performance.now();
    const client = new pg.Client({ connectionString: api.databaseUrl });
    await client.connect();
    try {
      await fillStores(client, size);
    } finally {
      await client.end();
    }
    const seconds = (performance.now() - started) / 1000;
    log(`  ${size.toLocaleString('en-IN')} stores written in ${seconds.toFixed(0)} s`);
    const anchor = await startAnchor(api.databaseUrl ?? '');
    const side: Side = { api, anchor, planned: lists(await login(api.url)) };
    return { side, seconds };
  } catch (error) {
    await api.stop();
    throw error;
  }
}

export async function benchStoreScale(
  settings: ApiSettings,
  log: (line: string) => void,
): Promise<StoreScaleRun> {
  log('The stores of a city (5,000 and 50,000), API and anchor, cache off: starting');
  const sides = new Map<StoreSize, Side>();
  const seedSeconds = {} as Record<StoreSize, number>;
  try {
    for (const size of STORE_SIZES) {
      const opened = await openSize(size, log);
      sides.set(size, opened.side);
      seedSeconds[size] = opened.seconds;
    }
    const pairs = new Map<string, { api: LoadResult; anchor: LoadResult }[]>();
    const warmed = new Set<string>();
    for (let round = 1; round <= settings.rounds; round += 1) {
      log(`  round ${round} of ${settings.rounds}`);
      const planned = sides.get(SMALL)?.planned ?? [];
      for (const [i, list] of planned.entries()) {
        // The smaller size and the API first in odd rounds, the other way in even ones.
        const sizes = round % 2 === 1 ? [...STORE_SIZES] : [...STORE_SIZES].reverse();
        const order = round % 2 === 1 ? (['api', 'anchor'] as const) : (['anchor', 'api'] as const);
        for (const size of sizes) {
          const side = sides.get(size) as Side;
          const scenario = side.planned[i] as Scenario;
          const got: Partial<Record<'api' | 'anchor', LoadResult>> = {};
          for (const which of order) {
            const name = `${size} ${which} ${list.key}`;
            const measuredWith = warmedOnce(warmed, name, settings);
            const server = which === 'api' ? side.api : side.anchor;
            got[which] = await measure(server.url, scenario, measuredWith, server.pid);
          }
          const pair = { api: got.api as LoadResult, anchor: got.anchor as LoadResult };
          const key = `${size} ${list.key}`;
          pairs.set(key, [...(pairs.get(key) ?? []), pair]);
          log(
            `    ${list.key.padEnd(14)} ${String(size).padStart(6)} API ${pair.api.rps.toFixed(0).padStart(5)} req/s p99 ${pair.api.p99.toFixed(1)} ms` +
              ` | anchor ${pair.anchor.rps.toFixed(0).padStart(5)} req/s p99 ${pair.anchor.p99.toFixed(1)} ms` +
              ` | ${((pair.api.rps / pair.anchor.rps) * 100).toFixed(0)}%` +
              `${pair.api.failures + pair.anchor.failures ? `  ${pair.api.failures}+${pair.anchor.failures} failed` : ''}`,
          );
        }
      }
    }
    const planned = sides.get(SMALL)?.planned ?? [];
    return {
      seedSeconds,
      lists: planned.map((list) => ({
        key: list.key,
        label: list.label,
        sizes: Object.fromEntries(
          STORE_SIZES.map((size) => [
            size,
            foldAnchored(
              { key: list.key, label: list.label, kind: 'list' },
              pairs.get(`${size} ${list.key}`) ?? [],
            ),
          ]),
        ) as Record<StoreSize, AnchoredList>,
      })),
    };
  } finally {
    for (const side of sides.values()) {
      await side.anchor.stop();
      await side.api.stop();
    }
  }
}

/** How many times its p99 at 5,000 a list's p99 at 50,000 is. */
export const storeGrowth = (list: StoreScaleList): number =>
  list.sizes[SMALL].api.p99 > 0 ? list.sizes[LARGE].api.p99 / list.sizes[SMALL].api.p99 : Infinity;

/** The aims a list missed. */
export function storeScaleMisses(list: StoreScaleList): string[] {
  const misses: string[] = [];
  for (const size of STORE_SIZES) {
    const at = list.sizes[size];
    const n = size.toLocaleString('en-IN');
    if (at.share < ANCHOR_SHARE_AIM) misses.push(`share at ${n}`);
    if (list.key === 'store-search' && !(at.api.p99 < SEARCH_P99_AIM_MS[size]))
      misses.push(`p99 at ${n}`);
    if (at.api.failures + at.anchor.failures > 0) misses.push(`failures at ${n}`);
  }
  if (list.key === 'finder-pincode' && !(storeGrowth(list) < FINDER_P99_GROWTH_AIM))
    misses.push('p99 growth');
  return misses;
}

const ms = (value: number) => value.toFixed(1);
const percent = (share: number) => `${Math.round(share * 100)}%`;

export function storeScaleMissed(run: StoreScaleRun | null | undefined): string[] {
  return (run?.lists ?? [])
    .filter((list) => storeScaleMisses(list).length > 0)
    .map(
      (list) =>
        `The stores of a city: ${list.label}, p99 ${ms(list.sizes[SMALL].api.p99)} ms at 5,000 and ${ms(list.sizes[LARGE].api.p99)} ms at 50,000 (${storeGrowth(list).toFixed(2)}x), ${percent(list.sizes[SMALL].share)} and ${percent(list.sizes[LARGE].share)} of the anchor (${storeScaleMisses(list).join(', ')})`,
    );
}

export function storeScaleSection(run: StoreScaleRun | null | undefined): string {
  if (!run) return '';
  const rows = run.lists.map((list) => {
    const misses = storeScaleMisses(list);
    const [small, large] = [list.sizes[SMALL], list.sizes[LARGE]];
    return `| ${list.label} | ${ms(small.api.p50)} | ${ms(small.api.p99)} | ${ms(small.anchor.p99)} | ${percent(small.share)} | ${ms(large.api.p50)} | ${ms(large.api.p99)} | ${ms(large.anchor.p99)} | ${percent(large.share)} | ${storeGrowth(list).toFixed(2)}x | ${small.api.failures + small.anchor.failures + large.api.failures + large.anchor.failures} | ${misses.length ? `missed (${misses.join(', ')})` : 'met'} |`;
  });
  return [
    '### The stores of a city: 5,000 and 50,000 approved stores',
    '',
    `The admin's store search and the store finder by pincode, each on the API and on its raw-SQL anchor (the same process as above: \`node:http\`, \`pg\` and the API's own SQL), in a fresh schema a size: the demo seed and 5,000 or 50,000 approved stores spread over Hyderabad with opening hours (written in ${run.seedSeconds[SMALL].toFixed(0)} s and ${run.seedSeconds[LARGE].toFixed(0)} s). ` +
      "In every round each list is driven by wrk on the API and on its anchor at each size in turn; figures are medians over rounds, the share is the API's requests a second over its anchor's in the same round. " +
      `Aims: the search's p99 under ${SEARCH_P99_AIM_MS[SMALL]} ms at 5,000 and under ${SEARCH_P99_AIM_MS[LARGE]} ms at 50,000; each list at least ${percent(ANCHOR_SHARE_AIM)} of its anchor; the finder's p99 at 50,000 under ${FINDER_P99_GROWTH_AIM}x its p99 at 5,000.`,
    '',
    '| List | 5,000 p50 ms | 5,000 p99 ms | anchor p99 ms | share | 50,000 p50 ms | 50,000 p99 ms | anchor p99 ms | share | p99 growth | failed | aim |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
  ].join('\n');
}
