// pnpm bench [--quick] [--no-build] [--api-only]
// Builds the apps (unless --no-build), then measures the API under load on PGlite and on
// PostgreSQL, the bundle sizes of both apps and Lighthouse on the site's pages, and writes
// bench/results.md (--quick: bench/results-quick.md), printing the same report. The raw
// figures also go to bench/.tmp/last-run.json (to compare runs before and after a change).
// --api-only measures only the API and writes only the JSON.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchApi, type ApiRun } from './api/index.js';
import { postgresAvailable, POSTGRES_URL } from './api/server.js';
import { measureAdmin, measureSite, sitePages, SITE_DIST } from './bundles.js';
import { lighthouseSite } from './lighthouse.js';
import { currentLoad, describeMachine } from './machine.js';
import { BENCH_DIR, REPO_ROOT } from './paths.js';
import { renderReport, type Report } from './report.js';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const build = !args.has('--no-build');
const apiOnly = args.has('--api-only');

const settings = quick
  ? { connections: 10, warmupSeconds: 1, durationSeconds: 3 }
  : { connections: 10, warmupSeconds: 3, durationSeconds: 10 };
/** --quick audits two pages; the full run every prerendered page but the 404 page. */
const QUICK_PAGES = ['/', '/contact'];

const log = (line: string) => console.error(line);
const started = Date.now();

if (build) {
  log('Building the API, the site and the admin app (turbo, cached when unchanged)...');
  execFileSync(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@kirana/api',
      '--filter=@kirana/site',
      '--filter=@kirana/admin',
      '--output-logs=errors-only',
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
  );
}
for (const file of ['apps/api/dist/server.js', 'apps/site/dist/index.html']) {
  if (!existsSync(join(REPO_ROOT, file))) throw new Error(`${file} is missing: build first.`);
}

const machine = describeMachine();
const api: ApiRun[] = [];
const apiSkipped: string[] = [];
api.push(await benchApi('pglite', settings, log));
if (await postgresAvailable()) api.push(await benchApi('postgres', settings, log));
else apiSkipped.push(`PostgreSQL was not measured: nothing answered at ${POSTGRES_URL}.`);

const site = apiOnly ? [] : measureSite();
const admin = apiOnly ? [] : await measureAdmin();
if (!apiOnly) log('Lighthouse (mobile)');
const pages = quick ? QUICK_PAGES : sitePages().map(([page]) => page);
const lighthouse = apiOnly ? [] : await lighthouseSite(SITE_DIST, pages, log);

machine.loadAtEnd = currentLoad();
const changesFile = join(BENCH_DIR, 'changes.md');
const report: Report = {
  machine,
  quick,
  settings,
  api,
  apiSkipped,
  site,
  admin,
  lighthouse,
  changes: existsSync(changesFile) ? readFileSync(changesFile, 'utf8') : '',
};
mkdirSync(join(BENCH_DIR, '.tmp'), { recursive: true });
writeFileSync(join(BENCH_DIR, '.tmp', 'last-run.json'), JSON.stringify(report, null, 2));
if (apiOnly) {
  log(`API figures written to bench/.tmp/last-run.json`);
  process.exit(0);
}
const markdown = renderReport(report);
const out = join(BENCH_DIR, quick ? 'results-quick.md' : 'results.md');
writeFileSync(out, markdown);
console.log(markdown);
log(`Written to ${out} in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
