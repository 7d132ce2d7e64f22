// Cost as the platform grows (issue 27, part 2): page 10 of each list the admin pages through,
// uncached (RESPONSE_CACHE_MB=0, as the anchor bench runs it), at today's size and in a city
// 200 times bigger, on PostgreSQL. Both APIs run at once and each list is driven by wrk on one
// and then the other in every round, so each ratio compares runs seconds apart. The city lives
// in its own database (bench_city), seeded once and kept while its row counts match.
// Aim: each list's p99 in the city under 1.5 times its p99 today.
import {
  CATEGORY_PRODUCTS,
  CITY,
  CITY_SEARCH_TEXT,
  findSeededData,
  isSeeded,
  seedData,
  tableCounts,
  TODAY,
  type DataSize,
  type SeededData,
  type TableCounts,
} from './city-data.js';
import { login } from './fixtures.js';
import { warmedOnce, type ApiSettings } from './index.js';
import { BROWSER_ACCEPT_ENCODING, measure, type LoadResult, type Scenario } from './load.js';
import { cursorOfPage } from './operations.js';
import {
  benchStoreScale,
  storeScaleMissed,
  storeScaleSection,
  type StoreScaleRun,
} from './city-stores.js';
import { medianResult } from './rounds.js';
import {
  POSTGRES_URL,
  postgresOrSay,
  startApi,
  urlWithSchema,
  withClient,
  type RunningApi,
} from './server.js';

export const CITY_DATABASE = process.env.BENCH_CITY_DATABASE ?? 'bench_city';
export const CITY_SCHEMA = 'city';
export const CITY_PAGE = 10;
export const CITY_P99_GROWTH_AIM = 1.5;
/** The admin app's page sizes: inventory 50, store queue 20, activity 25, inbox 20, partners 20. */
const PAGE_SIZES = { products: 50, stores: 20, activity: 25, inbox: 20, partners: 20 };
const API_ENV = { RESPONSE_CACHE_MB: '0', NOTIFY_WORKER: 'off' };

export type Size = 'today' | 'city';

/** One list at both sizes (medians over rounds). */
export interface CityList {
  key: string;
  label: string;
  today: LoadResult;
  city: LoadResult;
  rounds: number;
}

export interface Seeding {
  /** Seconds the seeding took (when an earlier run seeded it, that run's figure). */
  seconds: number;
  /** When it was seeded (ISO), and whether this run did it. */
  at: string;
  thisRun: boolean;
}

export interface CityRun {
  today: { size: DataSize; counts: TableCounts; bytes: number };
  city: { size: DataSize; counts: TableCounts; bytes: number; databaseBytes: number };
  seeding: Seeding;
  lists: CityList[];
  /** The admin's store search and the finder at 5,000 and 50,000 stores (issue 43). */
  stores?: StoreScaleRun | null;
}

/** What the city's database remembers of its seeding (a table of the bench beside the API's schema). */
const META = `public.bench_city_seed`;

/** The city's database, made when missing; its URL with the API's schema as search_path. */
async function cityDatabase(): Promise<string> {
  await withClient(POSTGRES_URL, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [
      CITY_DATABASE,
    ]);
    if (found.rowCount === 0) await client.query(`create database ${CITY_DATABASE}`);
  });
  return urlWithSchema(CITY_SCHEMA, CITY_DATABASE);
}

interface Meta {
  demo: TableCounts;
  seconds: number;
  at: string;
}

async function readMeta(url: string): Promise<Meta | null> {
  return withClient(url, async (client) => {
    await client.query(
      `create table if not exists ${META} (demo jsonb not null, seconds float8 not null,
         at timestamptz not null default now())`,
    );
    const [row] = (
      await client.query<{ demo: TableCounts; seconds: number; at: Date }>(
        `select demo, seconds, at from ${META} limit 1`,
      )
    ).rows;
    return row ? { demo: row.demo, seconds: row.seconds, at: row.at.toISOString() } : null;
  });
}

/** Size on disk of the schema's tables with their indexes and TOAST, bytes. */
async function schemaBytes(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const [row] = (
      await client.query<{ bytes: string }>(
        `select coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint as bytes
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = current_schema() and c.relkind in ('r', 'm')`,
      )
    ).rows;
    return Number(row?.bytes ?? 0);
  });
}

/**
 * Starts the API on the city and seeds it unless its counts already match: a seeding that did
 * not finish, or one of another size, is dropped and made again.
 */
export async function openCity(
  log: (line: string) => void,
): Promise<{ api: RunningApi; data: SeededData; seeding: Seeding }> {
  const url = await cityDatabase();
  await withClient(url, (c) => c.query(`create schema if not exists ${CITY_SCHEMA}`));
  const start = () =>
    startApi('postgres', { databaseUrl: url, env: API_ENV, readyTimeoutMs: 600_000 });
  let api = await start();
  const meta = await readMeta(url);
  const counts = await withClient(url, tableCounts);
  const found = isSeeded(counts, meta?.demo ?? null, CITY) ? await findSeededData(url) : null;
  if (meta && found) {
    log(`  The city is seeded (${meta.at}, ${meta.seconds.toFixed(0)} s): kept.`);
    return { api, data: found, seeding: { seconds: meta.seconds, at: meta.at, thisRun: false } };
  }
  log('  Seeding the city (minutes)...');
  await api.stop();
  await withClient(url, async (client) => {
    await client.query(`drop schema ${CITY_SCHEMA} cascade`);
    await client.query(`create schema ${CITY_SCHEMA}`);
    await client.query(`delete from ${META}`);
  });
  const started = performance.now();
  // The API makes the schema (its migrations) and the demo seed; the rows come after.
  api = await start();
  const demo = await withClient(url, tableCounts);
  const data = await seedData(url, CITY, true, log);
  const seconds = (performance.now() - started) / 1000;
  const at = new Date().toISOString();
  await withClient(url, (client) =>
    client.query(`insert into ${META} (demo, seconds, at) values ($1, $2, $3)`, [
      JSON.stringify(demo),
      seconds,
      at,
    ]),
  );
  log(`  Seeded in ${seconds.toFixed(0)} s.`);
  return { api, data, seeding: { seconds, at, thisRun: true } };
}

/** The lists measured, page 10 of each, with their cursors walked on `api`. */
export async function cityLists(api: RunningApi, data: SeededData): Promise<Scenario[]> {
  const token = await login(api.url);
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const page = async (key: string, label: string, path: string, size: number) => {
    const at = await cursorOfPage(
      api.url,
      token,
      `${path}${path.includes('?') ? '&' : '?'}limit=${size}`,
      CITY_PAGE,
    );
    return {
      key,
      label: `${label}, page ${CITY_PAGE} of ${size}`,
      requests: [{ method: 'GET' as const, path: at, headers }],
    };
  };
  return [
    await page(
      'products',
      `a category's products (${CATEGORY_PRODUCTS.toLocaleString('en-IN')} in it)`,
      `/api/branch/${data.branchId}/categories/${data.categoryId}/products`,
      PAGE_SIZES.products,
    ),
    await page(
      'store-search',
      `the store search ("${CITY_SEARCH_TEXT}")`,
      `/api/admin/branches?q=${CITY_SEARCH_TEXT}`,
      PAGE_SIZES.stores,
    ),
    await page('activity', 'the activity log', '/api/admin/activity', PAGE_SIZES.activity),
    await page(
      'inbox',
      "the inbox's new messages",
      '/api/admin/contact-messages?status=new',
      PAGE_SIZES.inbox,
    ),
    await page('store-queue', 'the store queue', '/api/admin/branches', PAGE_SIZES.stores),
    await page(
      'partner-queue',
      'the delivery-partner queue',
      '/api/admin/delivery-partners/applications',
      PAGE_SIZES.partners,
    ),
  ];
}

/** Folds one list's rounds (a pair measured in each) into medians. */
export function foldCity(
  planned: { key: string; label: string },
  pairs: { today: LoadResult; city: LoadResult }[],
): CityList {
  return {
    key: planned.key,
    label: planned.label,
    today: medianResult(pairs.map((pair) => pair.today)),
    city: medianResult(pairs.map((pair) => pair.city)),
    rounds: pairs.length,
  };
}

export async function benchCity(
  settings: ApiSettings,
  log: (line: string) => void,
): Promise<CityRun | null> {
  if (!(await postgresOrSay('The city', log))) return null;
  log(`The city on postgres (database ${CITY_DATABASE}), cache off: starting`);
  const city = await openCity(log);
  let today: RunningApi | undefined;
  try {
    log("  Today's size (a fresh schema)...");
    today = await startApi('postgres', { env: API_ENV });
    const todayData = await seedData(today.databaseUrl ?? '', TODAY, false);
    const servers: Record<Size, RunningApi> = { today, city: city.api };
    const planned: Record<Size, Scenario[]> = {
      today: await cityLists(today, todayData),
      city: await cityLists(city.api, city.data),
    };
    const pairs = new Map<string, { today: LoadResult; city: LoadResult }[]>();
    const warmed = new Set<string>();
    for (let round = 1; round <= settings.rounds; round += 1) {
      log(`  round ${round} of ${settings.rounds}`);
      for (const [i, list] of planned.city.entries()) {
        // Today first in odd rounds, the city first in even ones.
        const sizes: Size[] = round % 2 === 1 ? ['today', 'city'] : ['city', 'today'];
        const got: Partial<Record<Size, LoadResult>> = {};
        for (const size of sizes) {
          const scenario = planned[size][i] as Scenario;
          const name = `${size} ${scenario.key}`;
          const measuredWith = warmedOnce(warmed, name, settings);
          const server = servers[size];
          got[size] = await measure(server.url, scenario, measuredWith, server.pid);
        }
        const pair = { today: got.today as LoadResult, city: got.city as LoadResult };
        pairs.set(list.key, [...(pairs.get(list.key) ?? []), pair]);
        log(
          `    ${list.key.padEnd(14)} today p99 ${pair.today.p99.toFixed(1)} ms | city p99 ${pair.city.p99.toFixed(1)} ms` +
            ` | ${(pair.city.p99 / pair.today.p99).toFixed(2)}x` +
            `${pair.today.failures + pair.city.failures ? `  ${pair.today.failures}+${pair.city.failures} failed` : ''}`,
        );
      }
    }
    const cityUrl = city.api.databaseUrl ?? '';
    const databaseBytes = await withClient(cityUrl, async (client) => {
      const [row] = (
        await client.query<{ bytes: string }>(
          'select pg_database_size(current_database())::bigint as bytes',
        )
      ).rows;
      return Number(row?.bytes ?? 0);
    });
    const run: CityRun = {
      today: {
        size: TODAY,
        counts: await withClient(today.databaseUrl ?? '', tableCounts),
        bytes: await schemaBytes(today.databaseUrl ?? ''),
      },
      city: {
        size: CITY,
        counts: await withClient(cityUrl, tableCounts),
        bytes: await schemaBytes(cityUrl),
        databaseBytes,
      },
      seeding: city.seeding,
      lists: planned.city.map((list) => foldCity(list, pairs.get(list.key) ?? [])),
    };
    // The two APIs stop first: the stores' sizes run alone.
    await today.stop();
    await city.api.stop();
    return { ...run, stores: await benchStoreScale(settings, log) };
  } finally {
    await today?.stop();
    await city.api.stop();
  }
}

/** How many times today's p99 the city's is. */
export const growth = (list: CityList): number =>
  list.today.p99 > 0 ? list.city.p99 / list.today.p99 : Infinity;

/** The aims a list missed: p99 growth, failures. */
export function cityMisses(list: CityList): string[] {
  const misses: string[] = [];
  if (!(growth(list) < CITY_P99_GROWTH_AIM)) misses.push('p99 growth');
  if (list.today.failures + list.city.failures > 0) misses.push('failures');
  return misses;
}

const ms = (value: number) => value.toFixed(1);
const count = (value: number) => value.toLocaleString('en-IN');
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** The aims this run missed, in the words of the report's "Aims missed". */
export function cityMissed(run: CityRun | null | undefined): string[] {
  return [...cityListsMissed(run), ...storeScaleMissed(run?.stores)];
}

function cityListsMissed(run: CityRun | null | undefined): string[] {
  return (run?.lists ?? [])
    .filter((list) => cityMisses(list).length > 0)
    .map(
      (list) =>
        `The city: ${list.label}, p99 ${ms(list.city.p99)} ms, ${growth(list).toFixed(2)}x today's ${ms(list.today.p99)} ms` +
        (list.today.failures + list.city.failures > 0
          ? `, ${list.today.failures + list.city.failures} failed`
          : ''),
    );
}

/** The rows of the sizes table: each table's rows today and in the city, and the growth. */
export function sizeRows(run: CityRun): string[][] {
  const names: [keyof TableCounts, string][] = [
    ['branches', 'stores (branches)'],
    ['products', 'products'],
    ['audit_log', 'audit entries'],
    ['contact_messages', 'contact messages'],
    ['delivery_partner_applications', 'delivery-partner applications'],
  ];
  return names.map(([table, name]) => [
    name,
    count(run.today.counts[table]),
    count(run.city.counts[table]),
    `${(run.city.counts[table] / Math.max(1, run.today.counts[table])).toFixed(0)}x`,
  ]);
}

export function citySection(run: CityRun | null | undefined): string {
  if (!run) return '';
  const rows = run.lists.map((list) => {
    const misses = cityMisses(list);
    return `| ${list.label} | ${ms(list.today.p50)} | ${ms(list.today.p99)} | ${ms(list.city.p50)} | ${ms(list.city.p99)} | ${growth(list).toFixed(2)}x | ${list.today.rps.toFixed(0)} | ${list.city.rps.toFixed(0)} | ${list.today.failures + list.city.failures} | ${misses.length ? `missed (${misses.join(', ')})` : 'met'} |`;
  });
  const seeded = run.seeding.thisRun
    ? `seeded by this run in ${run.seeding.seconds.toFixed(0)} s`
    : `seeded by an earlier run (${run.seeding.at}) in ${run.seeding.seconds.toFixed(0)} s and kept, its row counts matching`;
  return [
    '## The city: cost as the platform grows (PostgreSQL, cache off)',
    '',
    `Page ${CITY_PAGE} of each list the admin pages through, by its cursor as "Load more" reaches it, with the response cache off (\`RESPONSE_CACHE_MB=0\`), at today's size (the demo seed and the rows below, in a fresh schema) and in a city (its own database \`${CITY_DATABASE}\`, schema made by the API's migrations, rows written with generate_series; ${seeded}). ` +
      "Both APIs run at once; in every round each list is driven by wrk on one and then the other (today first in odd rounds), with the admin's bearer token; figures are medians over rounds. " +
      `The products list pages a category of ${count(CATEGORY_PRODUCTS)} products at both sizes, in a table 200 times bigger in the city; the store lists need page ${CITY_PAGE} to exist, so today has more stores than the city over 200. ` +
      `Aim: each list's p99 in the city under ${CITY_P99_GROWTH_AIM}x its p99 today.`,
    '',
    `The city's database on disk (\`pg_database_size\`): ${mib(run.city.databaseBytes)}; the API's schema in it (tables, indexes, TOAST) ${mib(run.city.bytes)}, today's ${mib(run.today.bytes)}.`,
    '',
    '| rows | today | city | growth |',
    '| --- | ---: | ---: | ---: |',
    ...sizeRows(run).map((cells) => `| ${cells.join(' | ')} |`),
    '',
    '| List | today p50 ms | today p99 ms | city p50 ms | city p99 ms | p99 growth | today req/s | city req/s | failed | aim |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    storeScaleSection(run.stores),
  ].join('\n');
}
