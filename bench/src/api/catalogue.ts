// A store's catalogue as CSV at size (issue 16), on PostgreSQL with the response cache off: a
// file of 5,000 products in 40 new categories is uploaded to a seeded approved store (the
// preview), applied, and the store's catalogue exported again, while the API process's memory
// is sampled; then the products list of one of those categories (125 products) is read. Each
// round uses another approved store, so every apply writes the whole file.
// Aims: apply under 3 s, export under 1 s with the API's RSS growing by under 50 MB.
import { readFileSync } from 'node:fs';
import { login } from './fixtures.js';
import { median } from './rounds.js';
import { postgresAvailable, startApi } from './server.js';

export const CATALOGUE_ROWS = 5_000;
export const CATALOGUE_CATEGORIES = 40;
export const APPLY_AIM_S = 3;
export const EXPORT_AIM_S = 1;
export const EXPORT_RSS_AIM_MB = 50;
/** How often the API's RSS is read during the export, ms. */
const RSS_SAMPLE_MS = 20;
/** Reads of the products list per round (the median is reported). */
const LIST_READS = 10;

/** The columns of packages/domain's CATALOGUE_CSV_COLUMNS, in its order. */
export const CSV_COLUMNS = [
  'category',
  'name',
  'description',
  'price',
  'quantity',
  'unit',
  'isPacket',
  'defaultProductId',
  'imageUrl',
] as const;

export const benchCategoryName = (index: number) =>
  `Bench category ${String(index + 1).padStart(2, '0')}`;

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
      name: `Bench item ${String(i + 1).padStart(4, '0')}`,
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
  /** Median time of one read of the products list of a category of 125 products, ms. */
  listMs: number;
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
  listMs: number;
  listSize: number;
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

  // The products list of the first of the file's categories, read uncached.
  const categories = (await call(base, `/api/branch/${branchId}/categories`, token))
    .categories as Json[];
  const category = categories.find((c) => c.name === benchCategoryName(0));
  if (!category) throw new Error(`${benchCategoryName(0)} is not among the store's categories.`);
  const list = `/api/branch/${branchId}/categories/${String(category._id)}/products`;
  const reads: number[] = [];
  for (let i = 0; i < LIST_READS; i += 1) {
    const [, readMs] = await timed(() => call(base, list, token));
    reads.push(readMs);
  }

  return {
    previewS: previewMs / 1000,
    applyS: applyMs / 1000,
    exportS: exportMs / 1000,
    exportRssMb: peak - before,
    exportRows,
    listMs: median(reads),
  };
}

/** Measures `rounds` rounds (one approved store each, as many as the demo seed has). */
export async function benchCatalogue(
  rounds: number,
  log: (line: string) => void,
): Promise<CatalogueRun | null> {
  if (!(await postgresAvailable())) {
    log('Catalogue CSV: PostgreSQL is not answering, not measured.');
    return null;
  }
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
        `    preview ${result.previewS.toFixed(2)} s  apply ${result.applyS.toFixed(2)} s  export ${result.exportS.toFixed(2)} s (+${result.exportRssMb.toFixed(1)} MB)  list ${result.listMs.toFixed(1)} ms`,
      );
    }
    const of = (pick: (r: CatalogueRound) => number) => median(results.map(pick));
    return {
      rows: CATALOGUE_ROWS,
      categories: CATALOGUE_CATEGORIES,
      rounds: results,
      previewS: of((r) => r.previewS),
      applyS: of((r) => r.applyS),
      exportS: of((r) => r.exportS),
      exportRssMb: Math.max(...results.map((r) => r.exportRssMb)),
      listMs: of((r) => r.listMs),
      listSize: Math.ceil(CATALOGUE_ROWS / CATALOGUE_CATEGORIES),
    };
  } finally {
    await api.stop();
  }
}

const seconds = (value: number) => value.toFixed(2);
const applyMet = (run: CatalogueRun) => run.applyS < APPLY_AIM_S;
const exportMet = (run: CatalogueRun) =>
  run.exportS < EXPORT_AIM_S && run.exportRssMb < EXPORT_RSS_AIM_MB;

/** The aims this run missed, in the words of the report's "Aims missed". */
export function catalogueMissed(run: CatalogueRun | null | undefined): string[] {
  if (!run) return [];
  const missed: string[] = [];
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
    `| Products list of one of those categories (${run.listSize} products, uncached, median of ${LIST_READS} reads) | ${run.listMs.toFixed(1)} ms | |`,
    '',
  ].join('\n');
}
