// pnpm bench [--quick] [--no-build] [--api-only] [--from-last]
// Builds the apps (unless --no-build), then measures the API under load on PGlite and on
// PostgreSQL (with the operator's lists and a store's catalogue CSV at size, and the uncached
// lists and the store finder against a raw-SQL anchor; the full run also each list's page 10 in a
// city 200 times bigger), the bundle sizes of both apps and Lighthouse on the site's pages, and writes
// bench/results.md (--quick: bench/results-quick.md), printing the same report. The raw
// figures also go to bench/.tmp/last-run.json (to compare runs before and after a change).
// --api-only measures only the API and writes only the JSON. --from-last measures nothing: it
// writes the report again from bench/.tmp/last-run.json and the current bench/changes.md.
import { execFileSync } from 'node:child_process';
import { scryptSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchAnchors } from './api/anchor-bench.js';
import { benchCatalogue } from './api/catalogue.js';
import { benchCity } from './api/city.js';
import { benchApi, type ApiRun, type ApiSettings } from './api/index.js';
import { checkWrk } from './api/load.js';
import { benchOperations } from './api/operations.js';
import { benchOwners } from './api/owners.js';
import { benchObservability } from './api/observability.js';
import { benchDocuments } from './api/documents.js';
import { benchMessages } from './api/messages.js';
import { benchInbox } from './api/inbox.js';
import { benchRedisOutage } from './api/redis-outage.js';
import { benchTeam } from './api/team.js';
import { postgresAvailable, POSTGRES_URL } from './api/server.js';
import { measureAdmin } from './admin-routes.js';
import { measureSite, sitePages, SITE_DIST } from './bundles.js';
import { fontconfigFile, measureFonts } from './fonts.js';
import { CHROME_PATH, lighthouseSite } from './lighthouse.js';
import { currentLoad, describeMachine } from './machine.js';
import { BENCH_DIR, REPO_ROOT } from './paths.js';
import { renderReport, type Report } from './report.js';
import { BUILD_APPS } from '../../scripts/build-apps.mjs';

const args = new Set(process.argv.slice(2));
const log = (line: string) => console.error(line);
const started = Date.now();
const quick = args.has('--quick');
const build = !args.has('--no-build');
const apiOnly = args.has('--api-only');
const fromLast = args.has('--from-last');
const lastRunFile = join(BENCH_DIR, '.tmp', 'last-run.json');
const changesFile = join(BENCH_DIR, 'changes.md');
const readChanges = () => (existsSync(changesFile) ? readFileSync(changesFile, 'utf8') : '');

/** Writes the report (results.md, or results-quick.md) and prints it. */
function publish(report: Report): void {
  const out = join(BENCH_DIR, report.quick ? 'results-quick.md' : 'results.md');
  writeFileSync(out, renderReport(report));
  // Formatted as the repository's Markdown is (the test command checks it with prettier).
  execFileSync('pnpm', ['exec', 'prettier', '--write', '--log-level=warn', out], {
    cwd: REPO_ROOT,
  });
  console.log(readFileSync(out, 'utf8'));
  log(`Written to ${out}.`);
}

if (fromLast) {
  const last = JSON.parse(readFileSync(lastRunFile, 'utf8')) as Report;
  publish({ ...last, changes: readChanges() });
  process.exit(0);
}

/** One scrypt derivation with the API's parameters (apps/api/src/auth/passwords.ts), ms. */
function scryptMs(): number {
  const started = performance.now();
  for (let i = 0; i < 3; i += 1) {
    scryptSync('kirana-admin-demo', 'bench-salt-16byt', 64, {
      N: 16384,
      r: 8,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
  }
  return (performance.now() - started) / 3;
}

// --quick (under 5 minutes, issue 27): one round of 2 s per scenario, the API on PostgreSQL only
// (where the aims are; the full run measures the embedded PGlite too), the fonts and Lighthouse
// on a few pages.
const settings: ApiSettings = quick
  ? { connections: 10, warmupSeconds: 1, durationSeconds: 2, rounds: 1 }
  : { connections: 10, warmupSeconds: 3, durationSeconds: 5, rounds: 3 };
/** --quick audits four pages once (two English, a Telugu and a Hindi one); the full run every prerendered page but the 404 page, three
 * times each, and reports the median run. */
const QUICK_PAGES = ['/', '/contact', '/te', '/hi/faqs'];
/** Telugu and Hindi pages audited again where the phone has its own Noto fonts (issue 26). */
const SYSTEM_FONT_PAGES = quick
  ? ['/te', '/hi/faqs']
  : ['/te', '/hi', '/te/contact', '/hi/deliver-with-us'];
const LIGHTHOUSE_RUNS = quick ? 1 : 3;
/** Font downloads: --quick on the home page and one island page in each language. */
const QUICK_FONT_PAGES = ['/', '/contact', '/te', '/te/contact', '/hi', '/hi/register-store'];

if (build) {
  log('Building the API, the site and the admin app (turbo, cached when unchanged)...');
  execFileSync('pnpm', [...BUILD_APPS, '--output-logs=errors-only'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
const needed = apiOnly
  ? ['apps/api/dist/server.js']
  : ['apps/api/dist/server.js', 'apps/site/dist/index.html'];
for (const file of needed) {
  if (!existsSync(join(REPO_ROOT, file))) throw new Error(`${file} is missing: build first.`);
}

// Without a tool, say so before minutes of other runs, not after.
await checkWrk();
if (!apiOnly && !existsSync(CHROME_PATH)) {
  throw new Error(
    `No Chromium at ${CHROME_PATH}: run \`bash scripts/setup-bench.sh\` (or set CHROME_PATH).`,
  );
}

const machine = describeMachine();
const scrypt = scryptMs();
const api: ApiRun[] = [];
const apiSkipped: string[] = [];
if (quick) apiSkipped.push('PGlite was not measured (--quick; the full run measures it).');
else api.push(await benchApi('pglite', settings, log));
if (await postgresAvailable()) {
  api.push(await benchApi('postgres', settings, log));
  api.push(await benchApi('postgres', settings, log, false));
} else apiSkipped.push(`PostgreSQL was not measured: nothing answered at ${POSTGRES_URL}.`);
const operations = await benchOperations(settings, log);
// The same 5,000 rows either way; --quick measures one store instead of three.
const catalogue = await benchCatalogue(quick ? 1 : 3, settings, log);
const owners = await benchOwners(quick ? 100 : 400, log);
// Admins' sign-in with the second step, and the permission check's share of a cached read.
const team = await benchTeam(quick ? 50 : 200, log);
// The store finder with Redis up, then stopped (a redis-server of the bench's own; issue 46).
const redisOutage = await benchRedisOutage(settings, log);
// Throughput with neither metrics nor traces, with metrics, with traces to a local sink (issue 42).
const observability = await benchObservability(settings, quick ? 1 : 3, log);
// A 1 MB document read plain and sealed, in turn (issue 40).
const documents = await benchDocuments(quick ? 50 : 200, log);
// 10,000 messages through the outbox to the providers' fakes, two workers (issue 38).
const messages = await benchMessages(10_000, log, quick ? 40 : 100);
// The inbox's list and a thread at 10,000 and 100,000 messages (issue 41).
const inbox = await benchInbox(quick ? 50 : 200, log);
// Uncached lists against their raw-SQL anchor and the store finder (--quick: one list each).
const anchors = await benchAnchors(quick, settings, log);
// Page 10 of each list at today's size and in a city 200 times bigger: the full run only (the
// city takes minutes to seed the first time).
const city = quick ? null : await benchCity(settings, log);

const site = apiOnly ? [] : measureSite();
const admin = apiOnly ? [] : await measureAdmin();
if (!apiOnly) log("Web fonts in Chromium, without and with the phone's Noto fonts");
const fonts = apiOnly
  ? []
  : await measureFonts(SITE_DIST, quick ? QUICK_FONT_PAGES : sitePages().map(([page]) => page));
if (!apiOnly) log('Lighthouse (mobile)');
const pages = quick ? QUICK_PAGES : sitePages().map(([page]) => page);
const lighthouse = apiOnly
  ? []
  : await lighthouseSite(SITE_DIST, pages, log, LIGHTHOUSE_RUNS, fontconfigFile('none'));
const systemFonts = fontconfigFile('system');
if (!apiOnly && systemFonts) log("Lighthouse (mobile) with the phone's Noto fonts");
const lighthouseSystemFonts =
  apiOnly || !systemFonts
    ? []
    : await lighthouseSite(SITE_DIST, SYSTEM_FONT_PAGES, log, LIGHTHOUSE_RUNS, systemFonts);

machine.loadAtEnd = currentLoad();
const report: Report = {
  machine,
  quick,
  settings,
  api,
  apiSkipped,
  site,
  admin,
  lighthouse,
  lighthouseSystemFonts,
  fonts,
  changes: readChanges(),
  scryptMs: scrypt,
  operations,
  catalogue,
  owners,
  team,
  redisOutage,
  observability,
  documents,
  messages,
  inbox,
  anchors,
  city,
};
mkdirSync(join(BENCH_DIR, '.tmp'), { recursive: true });
writeFileSync(lastRunFile, JSON.stringify(report, null, 2));
if (apiOnly) {
  log('API figures written to bench/.tmp/last-run.json');
} else {
  publish(report);
}
log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
