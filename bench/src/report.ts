// The report: one Markdown document with every figure, written to bench/results.md and printed.
import { BARE_KEY, LATER_WARMUP_SECONDS, type ApiRun, type ApiSettings } from './api/index.js';
import { anchorMissed, anchorSection, type AnchorRun } from './api/anchor-bench.js';
import { cityMissed, citySection, type CityRun } from './api/city.js';
import { catalogueMissed, catalogueSection, type CatalogueRun } from './api/catalogue.js';
import { operationsMissed, operationsSection, type OperationsRun } from './api/operations.js';
import { ownersMissed, ownersSection, type OwnersRun } from './api/owners.js';
import { teamMissed, teamSection, type TeamRun } from './api/team.js';
import {
  observabilityMissed,
  observabilitySection,
  type ObservabilityRun,
} from './api/observability.js';
import { documentsSection, type DocumentsRun } from './api/documents.js';
import { messagesMissed, messagesSection, type MessagesRun } from './api/messages.js';
import { inboxMissed, inboxSection, type InboxRun } from './api/inbox.js';
import { redisOutageMissed, redisOutageSection, type RedisOutageRun } from './api/redis-outage.js';
import type { RoundFigures } from './api/rounds.js';
import {
  SITE_LOCALES,
  byLocale,
  perLocale,
  siteJsAimCell,
  siteJsMissed,
  adminJsAim,
  adminJsMissed,
  pageLocale,
  type PageBundle,
} from './bundles.js';
import { FONT_AIM_KB, fontMissed, type PageFonts } from './fonts.js';
import type { PageScores } from './lighthouse.js';
import type { Machine } from './machine.js';

/** Read endpoints held to the aim: at least half the bare route's throughput, p99 under 25 ms. */
export const READ_KEYS = ['stats', 'branches', 'categories', 'products', 'affiliate'];
export const AIM_RATIO = 0.5;
export const AIM_P99_MS = 25;
/** The aims for every page in every language: Lighthouse mobile performance 100 (and
 * accessibility, best practices and SEO 100), no layout shift (issue 17), and LCP at most
 * 1.0 s in English and 1.2 s in Telugu and Hindi (issue 26). */
export const AIM_PERFORMANCE = 100;
export const AIM_LCP_S = { en: 1.0, te: 1.2, hi: 1.2 } as const;
export const AIM_CLS = 0;

export interface Report {
  machine: Machine;
  quick: boolean;
  settings: ApiSettings;
  api: ApiRun[];
  /** Why a database was not measured (e.g. PostgreSQL not answering). */
  apiSkipped: string[];
  site: PageBundle[];
  admin: PageBundle[];
  lighthouse: PageScores[];
  /** Lighthouse on a few te/hi pages where the phone has its own Noto fonts (issue 26). */
  lighthouseSystemFonts?: PageScores[];
  /** Web fonts each page downloads in Chromium, with and without the phone's fonts. */
  fonts?: PageFonts[];
  /** Hand-written notes (bench/changes.md): what was changed and its before/after figures. */
  changes: string;
  /** One scrypt derivation with the API's parameters on this machine, ms. */
  scryptMs: number;
  /** The operator's lists at scale (absent in runs before it was measured). */
  operations?: OperationsRun | null;
  /** The catalogue CSV at 5,000 rows (absent in runs before it was measured). */
  catalogue?: CatalogueRun | null;
  /** Store owners' sign-in and submission under load, and the limits (issue 23). */
  owners?: OwnersRun | null;
  /** Admins' sign-in with the second step, and the permission check's cost (issue 25). */
  team?: TeamRun | null;
  /** The store finder with Redis up and stopped (issue 46). */
  redisOutage?: RedisOutageRun | null;
  /** Throughput with neither, with metrics, with traces (issue 42). */
  observability?: ObservabilityRun | null;
  /** A 1 MB document read plain and sealed (issue 40). */
  documents?: DocumentsRun | null;
  messages?: MessagesRun | null;
  /** The inbox's list and a thread at 10,000 and 100,000 messages (issue 41). */
  inbox?: InboxRun | null;
  /** Uncached lists against their raw-SQL anchor, and the store finder (issues 27 and 24). */
  anchors?: AnchorRun | null;
  /** Page 10 of each list at today's size and in a city 200 times bigger (issue 27, part 2;
   * the full run only). */
  city?: CityRun | null;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

function table(head: string[], rows: string[][], align: ('l' | 'r')[]): string {
  const rule = align.map((a) => (a === 'r' ? '---:' : '---'));
  return [head, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/**
 * A table of the site's pages: the page, a column per language for each of `figures`
 * ("JS gzip KB en", "JS gzip KB te", ...), then the aim.
 */
function localeTable(figures: string[], aim: string, rows: string[][]): string {
  const head = figures.flatMap((name) => SITE_LOCALES.map((locale) => `${name} ${locale}`));
  return table(['page', ...head, aim], rows, ['l', ...head.map((): 'r' => 'r'), 'l']);
}

const percent = (share: number) => `${(share * 100).toFixed(0)}%`;

/** The aim of a read endpoint on PostgreSQL, as a word. */
function apiAim(result: RoundFigures, run: ApiRun): string {
  if (run.kind !== 'postgres' || run.cache === false || !READ_KEYS.includes(result.key)) return '';
  const fast = (result.ofBare ?? 0) >= AIM_RATIO;
  const short = result.p99 < AIM_P99_MS;
  if (fast && short) return 'met';
  return `missed (${[!fast && 'throughput', !short && 'p99'].filter(Boolean).join(', ')})`;
}

function apiSection(report: Report): string {
  const { settings } = report;
  const lines = [
    '## API under load',
    '',
    `wrk (one thread, written in C), ${settings.connections} connections. Every endpoint is measured in ${settings.rounds} round${settings.rounds === 1 ? '' : 's'} of ${settings.durationSeconds} s, each after a warm-up that is not measured (${settings.warmupSeconds} s the first time, ${LATER_WARMUP_SECONDS} s in later rounds)${settings.rounds > 1 ? '; the figures are the medians over rounds' : ''}. ` +
      'The API runs as its own process (`node apps/api/dist/server.js`, `LOG_LEVEL=silent`, demo seed, fresh data directory or schema). ' +
      '"Of bare" is the throughput as a share of `GET /health` on the same process: a constant answer with no database, through the same plugins and hooks, ' +
      "so it is this server's ceiling on this machine with this load generator. " +
      'The bare route is measured between each pair of other endpoints, and each endpoint is compared with the mean of the bare runs just before and just after it: the ceiling of this shared machine moves by a third from one minute to the next, and a share of a bare run minutes away measured that drift more than the endpoint. ' +
      '"Of bare" is the median share over rounds, "range" the lowest and highest round. ' +
      "Requests carry what the admin app's browser sends: the bearer token and `Accept-Encoding: gzip, deflate, br, zstd`. " +
      "Reads are answered from the API's response cache (`apps/api/src/cache`: kept until PostgreSQL announces a change to a table they were read from) after the first; the run with the cache off shows what a read costs when it misses. " +
      'Latencies are in ms. ' +
      '"API CPU ms/req" is the API process\'s CPU time (user + system, from /proc) per request during the measured run: the cost of a request to the server, steadier than throughput on a shared machine (PostgreSQL\'s own CPU is not in it); "wrk CPU ms/req" is the same for the load generator, which shares the cores. ' +
      `Aim: every read endpoint on PostgreSQL at least ${AIM_RATIO * 100}% of the bare route, p99 under ${AIM_P99_MS} ms.`,
    '',
  ];
  for (const skipped of report.apiSkipped) lines.push(`- ${skipped}`, '');
  for (const run of report.api) {
    lines.push(
      `### ${run.kind === 'postgres' ? 'PostgreSQL (127.0.0.1:5432)' : 'PGlite (embedded)'}${run.cache === false ? ', response cache off' : ''}`,
      '',
    );
    if (run.cache === false) {
      lines.push(
        'The same reads with `RESPONSE_CACHE_MB=0`: every request reads the database and serializes its answer (uncompressed, as before the cache). ' +
          'Not the aim: the cost of a read when nothing is cached, e.g. the first read after each change.',
        '',
      );
    }
    const rows = run.results.map((r) => [
      r.label,
      r.rps.toFixed(0),
      ms(r.p50),
      ms(r.p99),
      r.ofBare === undefined ? (r.key === BARE_KEY ? '100%' : '') : percent(r.ofBare),
      r.ofBareRange && r.rounds > 1
        ? `${percent(r.ofBareRange[0])}-${percent(r.ofBareRange[1])}`
        : '',
      r.cpuMs === undefined ? '' : r.cpuMs.toFixed(2),
      r.clientCpuMs === undefined ? '' : r.clientCpuMs.toFixed(2),
      r.failures ? String(r.failures) : '0',
      apiAim(r, run),
    ]);
    lines.push(
      table(
        [
          'endpoint',
          'req/s',
          'p50',
          'p99',
          'of bare',
          'range',
          'API CPU ms/req',
          'wrk CPU ms/req',
          'non-2xx',
          'aim',
        ],
        rows,
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
      ),
      '',
    );
  }
  lines.push(
    `Login is slow on purpose: each attempt derives an scrypt key (N=16384, r=8, p=1, 16 MiB of memory), ${report.scryptMs.toFixed(0)} ms of one core's work on this machine during the run, ` +
      "on libuv's thread pool (4 threads sharing the cores). Its throughput is bounded by that, not by the server; " +
      'weakening the hash to raise it would make stolen password hashes cheap to crack. The bench raises `LOGIN_RATE_LIMIT` so that every attempt is answered rather than limited.',
    '',
    'The write mix alternates creating a product (multipart form with a 480x480 JPEG that the API re-encodes to WebP with sharp, in a transaction with its audit entry) and editing one (JSON, in a transaction with its audit entry). ' +
      'Image re-encoding dominates it.',
    '',
  );
  return lines.join('\n');
}

function bundleRows(pages: PageBundle[]): string[][] {
  return pages.map((p) => [
    `\`${p.page}\``,
    String(p.js.files),
    kb(p.js.gzip),
    String(p.css.files),
    kb(p.css.gzip),
    adminJsAim(p),
  ]);
}

/** The admin's table: one row per page, with the first screens' JavaScript aims. */
export function adminBundleTable(pages: PageBundle[]): string {
  return table(
    ['page', 'JS files', 'JS gzip KB', 'CSS files', 'CSS gzip KB', 'JS aim'],
    bundleRows(pages),
    ['l', 'r', 'r', 'r', 'r', 'l'],
  );
}

/**
 * The site's table: one row per page, a column per language (English, /te/, /hi/) for its
 * gzipped JavaScript, web fonts, CSS and HTML, and whether the JavaScript aim is met in each.
 */
export function siteBundleTable(pages: readonly PageBundle[]): string {
  const rows = byLocale(pages).map(({ page, locales }) => [
    `\`${page}\``,
    ...perLocale(locales, (p) => kb(p.js.gzip)),
    ...perLocale(locales, (p) => kb(p.css.gzip)),
    ...perLocale(locales, (p) => (p.html ? kb(p.html.gzip) : '')),
    siteJsAimCell(page, locales),
  ]);
  return localeTable(['JS gzip KB', 'CSS gzip KB', 'HTML gzip KB'], 'JS aim', rows);
}

/**
 * The fonts table: one row per page, the KB of web fonts each language's page downloads in
 * Chromium without a system font and with the phone's Noto fonts, and the aims.
 */
export function siteFontsTable(rows: readonly PageFonts[]): string {
  const body = byLocale(rows).map(({ page, locales }) => {
    const missed = SITE_LOCALES.filter((locale) => {
      const row = locales[locale];
      return row !== undefined && fontMissed(row) !== null;
    });
    return [
      `\`${page}\``,
      ...perLocale(locales, (p) => kb(p.none)),
      ...perLocale(locales, (p) => (p.system === null ? 'not measured' : kb(p.system))),
      missed.length ? `missed (${missed.join(', ')})` : 'met',
    ];
  });
  return localeTable(['KB, no system font', "KB, phone's Noto"], 'aim', body);
}

function fontsSection(report: Report): string {
  if (!report.fonts?.length) return '';
  return [
    '## Web fonts',
    '',
    "Measured in Chromium (390 px wide), each page loaded and scrolled to its end so the footer's language switcher is drawn too: the bytes of every font response. Without a system font: a fontconfig that hides every Telugu and Devanagari font file, as on a phone that has none. With the phone's Noto: Debian's fonts-noto-core, unpacked into bench/.tmp/noto (`bash scripts/setup-bench-fonts.sh`) and shown to this Chromium alone; the site's faces name them in local(). " +
      `Aims (issue 26): at most ${FONT_AIM_KB.te} KB per Telugu page and ${FONT_AIM_KB.hi} KB per Hindi page without a system font, 0 KB on every page with one.`,
    '',
    siteFontsTable(report.fonts),
    '',
  ].join('\n');
}

function bundleSection(report: Report): string {
  return [
    '## Bundle sizes',
    '',
    "Gzip level 9, KB = 1024 bytes. Site: for each prerendered page in each language (en at /, te at /te/, hi at /hi/), the scripts its HTML loads (script tags, modulepreload links, the modules its inline module script imports, its islands' entries) and every static import of those, and the stylesheets it links; code loaded later on use (a form's rules on focus, the API client on a form's first call) is not counted. " +
      'Aims: at most 20 KB of JavaScript on a page without a form or filter (issue 17), under 75 KB on a page with one (/, /contact, /blog, /deliver-with-us, in every language; issue 26). Fonts are measured in Chromium (below). ' +
      "Admin: every route opened in Chromium over the built app, each script and stylesheet it fetches until the network is quiet counted once (the entry, the sign-in screen or the signed-in app with its route modules, statically or dynamically imported); signed-in routes open with an Owner's session and no API, so each shows its screen's frame and failure text; a form's rules load on its first use and are not counted. Aims (issues 27 and 43): at most 100 KB of JavaScript for the login and 130 KB for the dashboard.",
    '',
    '### Site (apps/site/dist)',
    '',
    siteBundleTable(report.site),
    '',
    '### Admin app (apps/admin/dist)',
    '',
    adminBundleTable(report.admin),
    '',
  ].join('\n');
}

export function siteAim(page: PageScores): string {
  if (page.error) return 'error';
  const s = page.scores;
  const misses = [
    s.performance < AIM_PERFORMANCE && 'performance',
    s.accessibility < 100 && 'accessibility',
    s['best-practices'] < 100 && 'best practices',
    s.seo < 100 && 'SEO',
    page.lcp / 1000 > AIM_LCP_S[pageLocale(page.page).locale] &&
      `LCP ${(page.lcp / 1000).toFixed(2)} s`,
    page.cls > AIM_CLS && `CLS ${page.cls.toFixed(3)}`,
  ].filter(Boolean);
  return misses.length === 0 ? 'met' : `missed (${misses.join(', ')})`;
}

/** A page's aim in every language: met, or each language's misses. */
function siteAimCell(locales: Partial<Record<(typeof SITE_LOCALES)[number], PageScores>>): string {
  const missed = SITE_LOCALES.flatMap((locale) => {
    const row = locales[locale];
    const aim = row ? siteAim(row) : 'met';
    return aim === 'met' ? [] : [`${locale}: ${aim}`];
  });
  return missed.length ? missed.join('; ') : 'met';
}

function lighthouseTable(pages: readonly PageScores[]): string {
  const rows = byLocale(pages).map(({ page, locales }) => [
    `\`${page}\``,
    ...perLocale(locales, (p) => String(p.scores.performance)),
    ...perLocale(locales, (p) =>
      [p.scores.accessibility, p.scores['best-practices'], p.scores.seo].join(' / '),
    ),
    ...perLocale(locales, (p) => (p.lcp / 1000).toFixed(2)),
    ...perLocale(locales, (p) => p.cls.toFixed(3)),
    ...perLocale(locales, (p) => p.tbt.toFixed(0)),
    siteAimCell(locales),
  ]);
  return localeTable(['performance', 'a11y / BP / SEO', 'LCP s', 'CLS', 'TBT ms'], 'aim', rows);
}

function lighthouseSection(report: Report): string {
  const misses = [...report.lighthouse, ...(report.lighthouseSystemFonts ?? [])].filter(
    (p) => p.misses.length > 0 || p.error,
  );
  const system = report.lighthouseSystemFonts ?? [];
  return [
    '## Lighthouse (mobile)',
    '',
    'Lighthouse 12 with its default mobile settings (simulated slow 4G, 4x CPU slowdown) in headless Chromium, on the built site served by `scripts/serve-static.mjs` (Brotli, as Chromium accepts it; HTTP/1.1), with no Telugu or Devanagari system font (the fontconfig of the fonts section): every te and hi page downloads its fonts. Each page is audited in each language (en at /, te at /te/, hi at /hi/), several times, and the run with the median performance score is reported (scores, LCP, CLS, TBT all from that run). LCP in s, TBT in ms; a11y / BP / SEO are accessibility, best practices and SEO. ' +
      `Aim: performance ${AIM_PERFORMANCE}, accessibility, best practices and SEO 100, LCP at most ${AIM_LCP_S.en} s in English and ${AIM_LCP_S.te} s in Telugu and Hindi, CLS ${AIM_CLS}.`,
    '',
    lighthouseTable(report.lighthouse),
    '',
    ...(system.length > 0
      ? [
          "### With the phone's own Noto fonts",
          '',
          "The same audit of a few Telugu and Hindi pages in a Chromium that has Debian's Noto fonts (the fonts section's second fontconfig): their faces come from local(), nothing is downloaded.",
          '',
          lighthouseTable(system),
          '',
        ]
      : []),
    ...(misses.length > 0
      ? [
          'Audits that cost points (score under 90) in the reported runs:',
          '',
          ...misses.map(
            (p) =>
              `- \`${p.page}\` (performance of each run ${p.performanceRuns?.join(', ') ?? ''}): ${p.error ? `error: ${p.error}` : p.misses.join('; ')}`,
          ),
          '',
        ]
      : []),
  ].join('\n');
}

/** The aims that were missed, one line each. */
export function missedAims(report: Report): string[] {
  const missed: string[] = [];
  for (const run of report.api) {
    for (const result of run.results) {
      const aim = apiAim(result, run);
      if (aim.startsWith('missed')) {
        missed.push(
          `API ${result.label} on PostgreSQL: ${percent(result.ofBare ?? 0)} of the bare route, p99 ${ms(result.p99)} ms`,
        );
      }
    }
  }
  missed.push(...operationsMissed(report.operations));
  missed.push(...catalogueMissed(report.catalogue));
  missed.push(...ownersMissed(report.owners));
  missed.push(...teamMissed(report.team));
  missed.push(...redisOutageMissed(report.redisOutage));
  missed.push(...observabilityMissed(report.observability));
  missed.push(...messagesMissed(report.messages));
  missed.push(...inboxMissed(report.inbox));
  missed.push(...anchorMissed(report.anchors));
  missed.push(...cityMissed(report.city));
  for (const page of report.site) {
    const line = siteJsMissed(page);
    if (line) missed.push(line);
  }
  for (const page of report.admin) {
    const line = adminJsMissed(page);
    if (line) missed.push(line);
  }
  for (const row of report.fonts ?? []) {
    const line = fontMissed(row);
    if (line) missed.push(line);
  }
  for (const page of report.lighthouse) {
    const aim = siteAim(page);
    if (aim !== 'met') missed.push(`Site ${page.page}: ${aim}`);
  }
  for (const page of report.lighthouseSystemFonts ?? []) {
    const aim = siteAim(page);
    if (aim !== 'met') missed.push(`Site ${page.page} with the phone's Noto fonts: ${aim}`);
  }
  return missed;
}

export function renderReport(report: Report): string {
  const { machine } = report;
  const missed = missedAims(report);
  return [
    `# Benchmarks${report.quick ? ' (quick run)' : ''}`,
    '',
    `Written by \`pnpm bench${report.quick ? ' --quick' : ''}\` (code in \`bench/\`). A benchmark, not a test: nothing here fails a build.`,
    '',
    `- Date: ${machine.date}`,
    `- Commit: ${machine.commit}`,
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB memory; Node ${machine.node}`,
    `- Load average (1 min) at start ${machine.loadAtStart.toFixed(2)}, at end ${(machine.loadAtEnd ?? 0).toFixed(2)}: the load generator, the API, PostgreSQL and Chromium share these ${machine.cores} cores, so figures move with whatever else runs.`,
    '',
    '## Aims missed',
    '',
    ...(missed.length > 0 ? missed.map((line) => `- ${line}`) : ['None.']),
    '',
    apiSection(report),
    operationsSection(report.operations),
    catalogueSection(report.catalogue),
    ownersSection(report.owners),
    teamSection(report.team),
    redisOutageSection(report.redisOutage),
    observabilitySection(report.observability),
    documentsSection(report.documents),
    messagesSection(report.messages),
    inboxSection(report.inbox),
    anchorSection(report.anchors),
    citySection(report.city),
    bundleSection(report),
    fontsSection(report),
    lighthouseSection(report),
    report.changes.trim(),
    '',
  ].join('\n');
}
