// A store's catalogue at size (issue 16), on PostgreSQL with the response cache off: a file of
// 5,000 products in 40 new categories is uploaded to a seeded approved store (the preview),
// applied, and the store's catalogue exported again, while the API process's memory is
// sampled. Each round uses another approved store, so every apply writes the whole file. Then,
// on the first round's store, wrk drives the lists the inventory screens read next to the bare
// route: a page of 50 of one of those categories (by name, and its second page by price) and a
// search of the whole store.
// Aims: apply under 3 s, export under 1 s with the API's RSS growing by under 50 MB; a products
// page p99 under 25 ms and at least 25% of the bare route's requests a second; search p99 under
// 25 ms.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { CATALOGUE_CSV_COLUMNS } from '@kirana/domain/inventory';
import { login } from './fixtures.js';
import { getScenario, measure, type LoadResult, type LoadSettings } from './load.js';
import { median } from './rounds.js';
import { postgresOrSay, startApi } from './server.js';

export const CATALOGUE_ROWS = 5_000;
export const CATALOGUE_CATEGORIES = 40;
export const APPLY_AIM_S = 3;
export const EXPORT_AIM_S = 1;
export const EXPORT_RSS_AIM_MB = 50;
export const LIST_P99_AIM_MS = 25;
/** A products page's requests a second, as a share of the bare route's. */
export const LIST_OF_BARE_AIM = 0.25;
/** The admin app's page size of the inventory lists (INVENTORY_PAGE_SIZE, src/config/inventory.ts). */
export const LIST_PAGE_SIZE = 50;
/** The store search measured: a brand, in 200 of the file's names across all 40 categories. */
export const SEARCH_TEXT = 'tata';
/** How often the API's RSS is read during the export, ms. */
const RSS_SAMPLE_MS = 20;

/** The catalogue CSV's columns, in the order its header names them. */
export const CSV_COLUMNS = CATALOGUE_CSV_COLUMNS;

export const benchCategoryName = (index: number) =>
  `Bench category ${String(index + 1).padStart(2, '0')}`;

// Names as a kirana's shelves have them (brand, item, size), so that a search meets the spread
// of words of a real catalogue: 40 items (one per category) x 25 brands x 5 sizes = 5,000.
// prettier-ignore
const ITEMS = [
  'Toor Dal', 'Moong Dal', 'Chana Dal', 'Urad Dal', 'Masoor Dal', 'Basmati Rice',
  'Sona Masoori Rice', 'Idli Rava', 'Bombay Rava', 'Wheat Atta', 'Maida', 'Besan', 'Sugar',
  'Jaggery', 'Rock Salt', 'Sunflower Oil', 'Groundnut Oil', 'Mustard Oil', 'Sesame Oil',
  'Coconut Oil', 'Cow Ghee', 'Tea Powder', 'Filter Coffee', 'Turmeric Powder', 'Chilli Powder',
  'Coriander Powder', 'Garam Masala', 'Sambar Powder', 'Rasam Powder', 'Mango Pickle',
  'Tamarind', 'Poha', 'Vermicelli', 'Cornflakes', 'Oats', 'Cashews', 'Almonds', 'Raisins',
  'Peanuts', 'Papad',
];
// prettier-ignore
const BRANDS = [
  'Aashirvaad', 'Tata', 'Fortune', 'Patanjali', 'Amul', 'Britannia', "Haldiram's", 'MTR',
  'Everest', 'Dabur', 'Parle', 'Nestle', 'Saffola', 'Dhara', 'Gemini', 'Priya', 'Aachi',
  'Sakthi', 'Eastern', 'Catch', 'Organic India', '24 Mantra', 'Daawat', 'India Gate', 'Kohinoor',
];
const SIZES = ['200 g', '500 g', '1 kg', '2 kg', '5 kg'];

/** The name of the file's row `index`: its category's item, then brand, then size. */
export function benchProductName(index: number): string {
  const item = ITEMS[Math.floor(index / (BRANDS.length * SIZES.length)) % ITEMS.length];
  const brand = BRANDS[Math.floor(index / SIZES.length) % BRANDS.length];
  const size = SIZES[index % SIZES.length];
  return `${brand} ${item} ${size}`;
}

/**
 * A catalogue upload of `rows` products spread evenly over `categories` new categories (grouped
 * by category), a header first. The first row of each category carries `imageUrl`, which a
 * category the file creates needs; the other rows leave it empty (they take the category's).
 */
export function buildCatalogueCsv(
  imageUrl: string,
  rows = CATALOGUE_ROWS,
  categories = CATALOGUE_CATEGORIES,
): string {
  const perCategory = Math.ceil(rows / categories);
  const lines = [CSV_COLUMNS.join(',')];
  for (let i = 0; i < rows; i += 1) {
    const category = Math.floor(i / perCategory);
    const first = i % perCategory === 0;
    const cells: Record<(typeof CSV_COLUMNS)[number], string> = {
      category: benchCategoryName(category),
      name: benchProductName(i),
      description: `Made by the benchmark: row ${i + 1}.`,
      price: (10 + (i % 490) + 0.5).toFixed(2),
      quantity: String(100 + (i % 9) * 50),
      unit: 'g',
      isPacket: 'true',
      defaultProductId: '',
      imageUrl: first ? imageUrl : '',
    };
    lines.push(CSV_COLUMNS.map((column) => cells[column]).join(','));
  }
  return `${lines.join('\n')}\n`;
}

export interface CatalogueRound {
  previewS: number;
  applyS: number;
  exportS: number;
  /** The API's RSS at its peak during the export less its RSS just before, MB. */
  exportRssMb: number;
  /** Rows in the exported file (the store's seeded products and the 5,000). */
  exportRows: number;
}

/** The inventory lists under load, on the first round's store. */
export interface CatalogueLists {
  bare: LoadResult;
  /** Keys: page (a category's first page by name), price (its second page by price, high to
   * low), search (the store's products whose name holds SEARCH_TEXT, first page). */
  results: LoadResult[];
}

export interface CatalogueRun {
  rows: number;
  categories: number;
  rounds: CatalogueRound[];
  previewS: number;
  applyS: number;
  exportS: number;
  /** The largest growth of any round. */
  exportRssMb: number;
  /** Products in each of the file's categories. */
  listSize: number;
  /** Absent when wrk was not run (runs before it was measured). */
  lists?: CatalogueLists;
}

type Json = Record<string, unknown>;

/** The VmRSS of a process, in MB (1024 * 1024 bytes). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return Number(kb ?? 0) / 1024;
}

async function call(base: string, path: string, token: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(`${base}${path}`, { ...init, headers });
  const body = (await response.json()) as Json;
  if (!response.ok) {
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.data as Json;
}

async function timed<T>(task: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await task();
  return [result, performance.now() - started];
}

async function round(
  base: string,
  pid: number,
  token: string,
  branchId: string,
  csv: string,
): Promise<CatalogueRound> {
  const admin = `/api/admin/branches/${branchId}`;
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'catalogue.csv');
  const [preview, previewMs] = await timed(() =>
    call(base, `${admin}/catalogue-uploads`, token, { method: 'POST', body: form }),
  );
  const upload = preview.upload as { _id: string; counts: { create: number; invalid: number } };
  if (upload.counts.invalid > 0 || upload.counts.create !== CATALOGUE_ROWS) {
    throw new Error(`The bench's file did not preview as ${CATALOGUE_ROWS} new products.`);
  }
  const [, applyMs] = await timed(() =>
    call(base, `${admin}/catalogue-uploads/${upload._id}/apply`, token, { method: 'POST' }),
  );

  // The export, read to its last byte while the API's RSS is sampled.
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, RSS_SAMPLE_MS);
  let text = '';
  let exportMs = 0;
  try {
    [text, exportMs] = await timed(async () => {
      const response = await fetch(`${base}${admin}/catalogue.csv`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`catalogue.csv: ${response.status}`);
      return response.text();
    });
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, rssMb(pid));
  const exportRows = text.trimEnd().split('\n').length - 1;
  if (exportRows < CATALOGUE_ROWS) throw new Error(`The export held only ${exportRows} rows.`);

  return {
    previewS: previewMs / 1000,
    applyS: applyMs / 1000,
    exportS: exportMs / 1000,
    exportRssMb: peak - before,
    exportRows,
  };
}

async function analyze(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('analyze products');
    await client.query('analyze categories');
  } finally {
    await client.end();
  }
}

/** The path of a list's page `page`, walked by cursor as "Load more" does. */
async function pageOf(base: string, token: string, path: string, page: number): Promise<string> {
  let cursor: string | null = null;
  for (let i = 1; i < page; i += 1) {
    const data = await call(base, `${path}${cursor ? `&cursor=${cursor}` : ''}`, token);
    cursor = (data.nextCursor as string | null) ?? null;
    if (!cursor) throw new Error(`${path}: no page ${i + 1}`);
  }
  return `${path}${cursor ? `&cursor=${cursor}` : ''}`;
}

/** wrk on the lists of the inventory screens of a store that holds the file's products. */
async function lists(
  base: string,
  pid: number,
  token: string,
  branchId: string,
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<CatalogueLists> {
  const categories = (
    await call(base, `/api/branch/${branchId}/categories?kind=custom&q=Bench&limit=100`, token)
  ).categories as Json[];
  const category = categories.find((c) => c.name === benchCategoryName(0));
  if (!category) throw new Error(`${benchCategoryName(0)} is not among the store's categories.`);
  const products = `/api/branch/${branchId}/categories/${String(category._id)}/products`;
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  const scenario = (key: string, label: string, path: string) =>
    getScenario(key, label, path, headers);
  const chosen = [
    scenario(
      'page',
      `a category's products, page 1 of 50 by name (${Math.ceil(CATALOGUE_ROWS / CATALOGUE_CATEGORIES)} in the category)`,
      `${products}?limit=${LIST_PAGE_SIZE}`,
    ),
    scenario(
      'price',
      'the same, page 2 by price (high to low)',
      await pageOf(base, token, `${products}?limit=${LIST_PAGE_SIZE}&sort=price-desc`, 2),
    ),
    scenario(
      'search',
      `a search of the whole store ("${SEARCH_TEXT}"), page 1 of 50`,
      `/api/branch/${branchId}/products?q=${encodeURIComponent(SEARCH_TEXT)}&limit=${LIST_PAGE_SIZE}`,
    ),
  ];
  const bare = await measure(
    base,
    {
      key: 'health',
      label: 'bare route (GET /health)',
      requests: [{ method: 'GET', path: '/health' }],
    },
    settings,
    pid,
  );
  const results: LoadResult[] = [];
  for (const each of chosen) {
    const result = await measure(base, each, settings, pid);
    results.push(result);
    log(
      `    ${each.key.padEnd(8)} ${result.rps.toFixed(0).padStart(6)} req/s  p99 ${result.p99.toFixed(1)} ms (bare ${bare.rps.toFixed(0)} req/s)${result.failures ? `  ${result.failures} failed` : ''}`,
    );
  }
  return { bare, results };
}

/** Measures `rounds` rounds (one approved store each, as many as the demo seed has). */
export async function benchCatalogue(
  rounds: number,
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<CatalogueRun | null> {
  if (!(await postgresOrSay('Catalogue CSV', log))) return null;
  log('Catalogue CSV at 5,000 rows on postgres, cache off: starting');
  const api = await startApi('postgres', { env: { RESPONSE_CACHE_MB: '0', NOTIFY_WORKER: 'off' } });
  try {
    const token = await login(api.url);
    const defaults = (await call(api.url, '/api/admin/default-categories', token))
      .defaultCategories as Json[];
    const imageUrl = String(defaults.find((category) => category.imageUrl)?.imageUrl ?? '');
    if (!imageUrl) throw new Error('No default category has an imageUrl.');
    const csv = buildCatalogueCsv(imageUrl);
    const branches = (
      await call(api.url, `/api/admin/branches?status=approved&page=1&pageSize=${rounds}`, token)
    ).branches as Json[];
    if (branches.length === 0) throw new Error('The demo seed has no approved store.');
    const results: CatalogueRound[] = [];
    for (const branch of branches.slice(0, rounds)) {
      const result = await round(api.url, api.pid, token, String(branch._id), csv);
      results.push(result);
      log(
        `    preview ${result.previewS.toFixed(2)} s  apply ${result.applyS.toFixed(2)} s  export ${result.exportS.toFixed(2)} s (+${result.exportRssMb.toFixed(1)} MB)`,
      );
    }
    // As autovacuum would within a minute of the applies: the planner then knows the table's
    // new size (the operations bench does the same after its fill).
    await analyze(api.databaseUrl ?? '');
    const first = String(branches[0]?._id);
    const listed = await lists(api.url, api.pid, token, first, settings, log);
    const of = (pick: (r: CatalogueRound) => number) => median(results.map(pick));
    return {
      rows: CATALOGUE_ROWS,
      categories: CATALOGUE_CATEGORIES,
      rounds: results,
      previewS: of((r) => r.previewS),
      applyS: of((r) => r.applyS),
      exportS: of((r) => r.exportS),
      exportRssMb: Math.max(...results.map((r) => r.exportRssMb)),
      listSize: Math.ceil(CATALOGUE_ROWS / CATALOGUE_CATEGORIES),
      lists: listed,
    };
  } finally {
    await api.stop();
  }
}

const seconds = (value: number) => value.toFixed(2);
const applyMet = (run: CatalogueRun) => run.applyS < APPLY_AIM_S;
const exportMet = (run: CatalogueRun) =>
  run.exportS < EXPORT_AIM_S && run.exportRssMb < EXPORT_RSS_AIM_MB;

/** Whether a list met its aims: p99, and for the products pages the share of the bare route. */
function listMet(result: LoadResult, bare: LoadResult): boolean {
  if (result.failures > 0 || result.p99 >= LIST_P99_AIM_MS) return false;
  return result.key === 'search' || result.rps >= LIST_OF_BARE_AIM * bare.rps;
}

/** The aims this run missed, in the words of the report's "Aims missed". */
export function catalogueMissed(run: CatalogueRun | null | undefined): string[] {
  if (!run) return [];
  const missed: string[] = [];
  for (const result of run.lists?.results ?? []) {
    if (run.lists && !listMet(result, run.lists.bare)) {
      missed.push(
        `Catalogue lists: ${result.label}, p99 ${result.p99.toFixed(1)} ms, ${Math.round((result.rps / run.lists.bare.rps) * 100)}% of the bare route`,
      );
    }
  }
  if (!applyMet(run))
    missed.push(
      `Catalogue CSV: apply of ${run.rows.toLocaleString('en-IN')} rows ${seconds(run.applyS)} s`,
    );
  if (!exportMet(run)) {
    missed.push(
      `Catalogue CSV: export of ${run.rows.toLocaleString('en-IN')} rows ${seconds(run.exportS)} s, memory growth ${run.exportRssMb.toFixed(1)} MB`,
    );
  }
  return missed;
}

export function catalogueSection(run: CatalogueRun | null | undefined): string {
  if (!run) return '';
  const n = run.rounds.length;
  return [
    '## Catalogue CSV at size (PostgreSQL, cache off)',
    '',
    `A file of ${run.rows.toLocaleString('en-IN')} products in ${run.categories} new categories (each category's first row names the image of a default category) uploaded to a seeded approved store, applied, and the store's whole catalogue exported (the file's products and any the store had). ` +
      (n === 1
        ? 'One round. '
        : `${n} rounds, each on another approved store; times are medians, memory growth the largest of any round. `) +
      `Times are wall-clock from the bench's request to the last byte of the answer. Memory growth is the API process's VmRSS at its peak during the export (read every ${RSS_SAMPLE_MS} ms) less its VmRSS just before. ` +
      `Aims: apply under ${APPLY_AIM_S} s; export under ${EXPORT_AIM_S} s with memory growth under ${EXPORT_RSS_AIM_MB} MB.`,
    '',
    '| Step | Figure | Aim |',
    '| --- | --- | --- |',
    `| Upload and preview (POST .../catalogue-uploads) | ${seconds(run.previewS)} s | |`,
    `| Apply (POST .../catalogue-uploads/{id}/apply) | ${seconds(run.applyS)} s | ${applyMet(run) ? 'met' : 'missed'} |`,
    `| Export (GET .../catalogue.csv, ${run.rounds[0]?.exportRows.toLocaleString('en-IN') ?? ''} rows) | ${seconds(run.exportS)} s, +${run.exportRssMb.toFixed(1)} MB | ${exportMet(run) ? 'met' : 'missed'} |`,
    '',
    ...listsTable(run),
  ].join('\n');
}

function listsTable(run: CatalogueRun): string[] {
  const listed = run.lists;
  if (!listed) return [];
  const share = (result: LoadResult) => `${Math.round((result.rps / listed.bare.rps) * 100)}%`;
  return [
    `The inventory lists of the first round's store (its seeded products and the file's ${run.rows.toLocaleString('en-IN')} in ${run.categories} categories of ${run.listSize}), uncached, each driven by wrk next to the bare route (${listed.bare.rps.toFixed(0)} req/s). ` +
      `Aims: a products page p99 under ${LIST_P99_AIM_MS} ms and at least ${LIST_OF_BARE_AIM * 100}% of the bare route; the search p99 under ${LIST_P99_AIM_MS} ms.`,
    '',
    '| List | req/s | p50 ms | p99 ms | of bare | Aim |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...listed.results.map(
      (result) =>
        `| ${result.label} | ${result.rps.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${share(result)} | ${listMet(result, listed.bare) ? 'met' : 'missed'} |`,
    ),
    '',
  ];
}
