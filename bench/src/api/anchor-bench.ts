// Uncached reads against a raw-SQL anchor (issue 27) and the store finder at size (issue 24), on
// PostgreSQL with the response cache off. The API and the anchor (./anchor-server.ts: node:http,
// pg and the API's own SQL) read the same schema; each list is driven by wrk on the API and on
// the anchor in turn, in every round, so each share compares two runs seconds apart.
// Aims: each admin list at least 75% of its anchor's requests a second with p99 under 25 ms;
// the finder's p99 under 10 ms (its share is reported).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { BENCH_DIR } from '../paths.js';
import {
  CATEGORY_PRODUCTS,
  fillAnchorData,
  pincodesInArea,
  pointsInArea,
  STORE_SEARCH_TEXT,
} from './anchor-data.js';
import { login } from './fixtures.js';
import { warmedOnce, type ApiSettings } from './index.js';
import {
  BROWSER_ACCEPT_ENCODING,
  measure,
  type HttpRequest,
  type LoadResult,
  type Scenario,
} from './load.js';
import { AUDIT_ENTRIES, CONTACT_MESSAGES, cursorOfPage, PAGE } from './operations.js';
import { median, medianResult } from './rounds.js';
import { freePort, postgresOrSay, startApi, waitForReady } from './server.js';

export const ANCHOR_SHARE_AIM = 0.75;
export const ANCHOR_P99_AIM_MS = 25;
export const FINDER_P99_AIM_MS = 10;
/** Points the finder is asked about, each from its own client address (the limit is per address). */
export const FINDER_POINTS = 1_000;
/** The admin app's page sizes: inventory 50, store queue 20, activity 25, inbox 20. */
const PRODUCTS_PAGE_SIZE = 50;
const STORES_PAGE_SIZE = 20;
const ACTIVITY_PAGE_SIZE = 25;
const INBOX_PAGE_SIZE = 20;

export type AnchoredKind = 'list' | 'finder';

/** One list: the API's figures and its anchor's (medians over rounds), and the share. */
export interface AnchoredList {
  key: string;
  label: string;
  kind: AnchoredKind;
  api: LoadResult;
  anchor: LoadResult;
  /** The API's requests a second over the anchor's in the same round: the median, and the
   * lowest and highest round. */
  share: number;
  shareRange: [number, number];
  rounds: number;
}

export interface AnchorRun {
  stores: number;
  entries: number;
  messages: number;
  lists: AnchoredList[];
}

export interface Planned extends Scenario {
  kind: AnchoredKind;
}

/** A client address of its own for request `i` (TEST-NET ranges). */
export const address = (i: number) => `198.18.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

/** Folds the rounds of one list (pairs measured in the same round) into its figures. */
export function foldAnchored(
  planned: { key: string; label: string; kind: AnchoredKind },
  pairs: { api: LoadResult; anchor: LoadResult }[],
): AnchoredList {
  const shares = pairs.map((pair) => (pair.anchor.rps > 0 ? pair.api.rps / pair.anchor.rps : 0));
  return {
    ...planned,
    api: medianResult(pairs.map((pair) => pair.api)),
    anchor: medianResult(pairs.map((pair) => pair.anchor)),
    share: median(shares),
    shareRange: [Math.min(...shares), Math.max(...shares)],
    rounds: pairs.length,
  };
}

/** Starts the anchor on the API's schema. */
export async function startAnchor(databaseUrl: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join('src', 'api', 'anchor-server.ts')],
    {
      cwd: BENCH_DIR,
      env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForReady(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid ?? 0, stop };
}

/** The lists measured, with the requests that drive each (cursors walked on the API at `base`). */
export async function anchoredLists(
  base: string,
  token: string,
  data: { branchId: string; categoryId: string },
  quick: boolean,
): Promise<Planned[]> {
  const admin = { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const one = (key: string, label: string, path: string, kind: AnchoredKind = 'list'): Planned => ({
    key,
    label,
    kind,
    requests: [{ method: 'GET', path, headers: admin }],
  });
  const page = (path: string, size: number, n: number) =>
    cursorOfPage(base, token, `${path}${path.includes('?') ? '&' : '?'}limit=${size}`, n);
  const publicRequest = (path: string, i: number): HttpRequest => ({
    method: 'GET',
    path,
    headers: { 'x-forwarded-for': address(i), 'accept-encoding': BROWSER_ACCEPT_ENCODING },
  });
  const pincodes = pincodesInArea();

  const lists: Planned[] = [
    one(
      'products',
      `a category's products, page 1 of ${PRODUCTS_PAGE_SIZE} (${CATEGORY_PRODUCTS} in it)`,
      `/api/branch/${data.branchId}/categories/${data.categoryId}/products?limit=${PRODUCTS_PAGE_SIZE}`,
    ),
    one(
      'store-search',
      `the admin's store search ("${STORE_SEARCH_TEXT}"), page 1 of ${STORES_PAGE_SIZE}`,
      `/api/admin/branches?q=${STORE_SEARCH_TEXT}&limit=${STORES_PAGE_SIZE}`,
    ),
    one(
      'activity',
      `the activity log, page ${PAGE} of ${ACTIVITY_PAGE_SIZE}`,
      await page('/api/admin/activity', ACTIVITY_PAGE_SIZE, PAGE),
    ),
    ...(quick
      ? []
      : [
          one(
            'inbox-first',
            `the inbox's new messages, page 1 of ${INBOX_PAGE_SIZE} (with the counts)`,
            `/api/admin/contact-messages?status=new&limit=${INBOX_PAGE_SIZE}`,
          ),
        ]),
    one(
      'inbox',
      `the inbox's new messages, page ${PAGE} of ${INBOX_PAGE_SIZE}`,
      await page('/api/admin/contact-messages?status=new', INBOX_PAGE_SIZE, PAGE),
    ),
    {
      key: 'finder',
      label: `the store finder at ${FINDER_POINTS.toLocaleString('en-IN')} points (?lat=&lng=)`,
      kind: 'finder',
      requests: pointsInArea(FINDER_POINTS, 2026).map((point, i) =>
        publicRequest(`/api/public/stores?lat=${point.latitude}&lng=${point.longitude}`, i),
      ),
    },
    ...(quick
      ? []
      : [
          {
            key: 'finder-pincode',
            label: `the store finder by pincode (${pincodes.length} pincodes)`,
            kind: 'finder' as const,
            requests: Array.from({ length: FINDER_POINTS }, (_, i) =>
              publicRequest(`/api/public/stores?pincode=${pincodes[i % pincodes.length]}`, i),
            ),
          },
        ]),
  ];
  return lists;
}

export async function benchAnchors(
  quick: boolean,
  settings: ApiSettings,
  log: (line: string) => void,
): Promise<AnchorRun | null> {
  if (!(await postgresOrSay('Anchor comparison', log))) return null;
  log('Uncached lists against the raw-SQL anchor, and the store finder, on postgres: starting');
  const api = await startApi('postgres', {
    env: { RESPONSE_CACHE_MB: '0', NOTIFY_WORKER: 'off', TRUST_PROXY: 'true' },
  });
  try {
    const databaseUrl = api.databaseUrl ?? '';
    const data = await fillAnchorData(databaseUrl);
    const token = await login(api.url);
    const planned = await anchoredLists(api.url, token, data, quick);
    const anchor = await startAnchor(databaseUrl);
    try {
      const pairs = new Map<string, { api: LoadResult; anchor: LoadResult }[]>();
      const warmed = new Set<string>();
      for (let round = 1; round <= settings.rounds; round += 1) {
        log(`  round ${round} of ${settings.rounds}`);
        for (const list of planned) {
          // API first in odd rounds, the anchor first in even ones.
          const sides =
            round % 2 === 1 ? (['api', 'anchor'] as const) : (['anchor', 'api'] as const);
          const got: Partial<Record<'api' | 'anchor', LoadResult>> = {};
          for (const side of sides) {
            const name = `${side} ${list.key}`;
            const measuredWith = warmedOnce(warmed, name, settings);
            const server = side === 'api' ? api : anchor;
            got[side] = await measure(server.url, list, measuredWith, server.pid);
          }
          const pair = { api: got.api as LoadResult, anchor: got.anchor as LoadResult };
          pairs.set(list.key, [...(pairs.get(list.key) ?? []), pair]);
          log(
            `    ${list.key.padEnd(14)} API ${pair.api.rps.toFixed(0).padStart(5)} req/s p99 ${pair.api.p99.toFixed(1)} ms` +
              ` | anchor ${pair.anchor.rps.toFixed(0).padStart(5)} req/s p99 ${pair.anchor.p99.toFixed(1)} ms` +
              ` | ${((pair.api.rps / pair.anchor.rps) * 100).toFixed(0)}%` +
              `${pair.api.failures + pair.anchor.failures ? `  ${pair.api.failures}+${pair.anchor.failures} failed` : ''}`,
          );
        }
      }
      return {
        stores: data.stores,
        entries: AUDIT_ENTRIES,
        messages: CONTACT_MESSAGES,
        lists: planned.map((list) => foldAnchored(list, pairs.get(list.key) ?? [])),
      };
    } finally {
      await anchor.stop();
    }
  } finally {
    await api.stop();
  }
}

/** Each aim of a list: the share and p99 for the admin's lists, p99 for the finder. */
export function anchoredMisses(list: AnchoredList): string[] {
  const misses: string[] = [];
  if (list.kind === 'list' && list.share < ANCHOR_SHARE_AIM) misses.push('share');
  const p99Aim = list.kind === 'finder' ? FINDER_P99_AIM_MS : ANCHOR_P99_AIM_MS;
  if (list.api.p99 >= p99Aim) misses.push('p99');
  if (list.api.failures > 0 || list.anchor.failures > 0) misses.push('failures');
  return misses;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const ms = (value: number) => value.toFixed(1);

/** The aims this run missed, in the words of the report's "Aims missed". */
export function anchorMissed(run: AnchorRun | null | undefined): string[] {
  return (run?.lists ?? [])
    .filter((list) => anchoredMisses(list).length > 0)
    .map(
      (list) =>
        `Uncached ${list.label}: ${percent(list.share)} of its raw-SQL anchor, p99 ${ms(list.api.p99)} ms` +
        (list.api.failures + list.anchor.failures > 0
          ? `, ${list.api.failures + list.anchor.failures} failed`
          : ''),
    );
}

export function anchorSection(run: AnchorRun | null | undefined): string {
  if (!run) return '';
  const rows = run.lists.map((list) => {
    const misses = anchoredMisses(list);
    const cpu = (result: LoadResult) => (result.cpuMs === undefined ? '' : result.cpuMs.toFixed(2));
    return `| ${list.label} | ${list.api.rps.toFixed(0)} | ${list.anchor.rps.toFixed(0)} | ${percent(list.share)} | ${list.rounds > 1 ? `${percent(list.shareRange[0])}-${percent(list.shareRange[1])}` : ''} | ${ms(list.api.p50)} | ${ms(list.api.p99)} | ${ms(list.anchor.p99)} | ${cpu(list.api)} | ${cpu(list.anchor)} | ${list.api.failures + list.anchor.failures} | ${misses.length ? `missed (${misses.join(', ')})` : 'met'} |`;
  });
  return [
    '## Uncached reads against a raw-SQL anchor (PostgreSQL, cache off)',
    '',
    `The anchor (\`bench/src/api/anchor-server.ts\`) is \`node:http\` and a \`pg\` pool of the API's size answering the same URLs with the API's own repositories (the same SQL text and parameters; \`bench/src/api/anchor.test.ts\` fails when the API's route runs anything else) and \`JSON.stringify\`: no framework, session check, validation, contract serializer or headers. It is the limit of a database read in Node on this machine. ` +
      `Both read one schema: ${run.stores.toLocaleString('en-IN')} approved stores spread over Hyderabad (lat 17.30-17.52, lng 78.33-78.58, with opening hours) beside the demo's, ${CATEGORY_PRODUCTS} products in a category, ${run.entries.toLocaleString('en-IN')} audit entries and ${run.messages.toLocaleString('en-IN')} contact messages. ` +
      `Each list is driven by wrk on the API and on the anchor in turn in every round (the API first in odd rounds), with the admin's bearer token; the share is the API's requests a second over the anchor's of the same round (median, and the range over rounds). Finder requests come each from its own client address (\`TRUST_PROXY\`, as behind a load balancer), under the per-address limit. Later pages are reached by their cursor, as "Load more" does. ` +
      `Aims: each admin list at least ${percent(ANCHOR_SHARE_AIM)} of its anchor with p99 under ${ANCHOR_P99_AIM_MS} ms; the store finder p99 under ${FINDER_P99_AIM_MS} ms.`,
    '',
    '| List | API req/s | anchor req/s | share | range | API p50 ms | API p99 ms | anchor p99 ms | API CPU ms/req | anchor CPU ms/req | failed | aim |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
  ].join('\n');
}
