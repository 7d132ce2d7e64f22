// pnpm --filter @kirana/bench admin-journey [admin app dir ...]: how long the admin's journey
// from the login page to a store's documents takes in Chromium (issue 43), for each admin app
// given (default: this checkout's apps/admin; give another checkout's apps/admin to compare a
// before and an after on the same API and machine). Each app is built against one API started
// here on the demo seed (the bench's API, ./api/server.ts), served as static files, and
// walked in a fresh browser context a run (nothing cached), the apps' runs interleaved:
//   open /admin/login → the form is there → log in → the dashboard's heading →
//   "Stores" → search "Royal Provisions" → its page → its three document images drawn.
// Printed: the median of each mark from the page's opening, without throttling and on a slow
// phone network (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, as Lighthouse's mobile
// preset), where the bytes count.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { freePort, startApi } from './api/server.js';
import { REPO_ROOT } from './paths.js';
import { closeServer, serveDir, type StaticServer } from './static-server.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const RUNS = Number(process.env.JOURNEY_RUNS ?? 7);
const STORE = 'Royal Provisions';
const ADMIN = { email: 'admin@kirana.local', password: 'kirana-admin-demo' };

interface Network {
  name: string;
  /** Chrome DevTools Protocol conditions, or null for none. */
  conditions: {
    latency: number;
    downloadThroughput: number;
    uploadThroughput: number;
  } | null;
}

const NETWORKS: Network[] = [
  { name: 'unthrottled', conditions: null },
  {
    name: 'slow phone network',
    conditions: {
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
  },
];

const MARKS = ['login form', 'dashboard', 'store documents'] as const;
type Mark = (typeof MARKS)[number];

/** One journey in a fresh context: the time of each mark from the opening of the login page. */
async function journey(
  browser: Browser,
  adminUrl: string,
  network: Network,
): Promise<Record<Mark, number>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page: Page = await context.newPage();
  try {
    if (network.conditions) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        ...network.conditions,
      });
    }
    const start = performance.now();
    const at = () => performance.now() - start;
    await page.goto(`${adminUrl}/admin/login`);
    await page.getByLabel('Email').waitFor();
    const loginForm = at();
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const dashboard = at();
    await page.getByRole('link', { name: 'Stores', exact: true }).first().click();
    await page.getByLabel('Search stores').fill(STORE);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: new RegExp(`^${STORE}`) }).click();
    await page.getByRole('heading', { level: 1, name: STORE }).waitFor();
    const documents = await page
      .getByRole('region', { name: 'Documents', exact: true })
      .elementHandle();
    // In the page (a string: this package's TypeScript has no DOM types).
    await page.waitForFunction(
      `(region) => {
        const images = [...region.querySelectorAll('img')];
        return images.length === 3 && images.every((image) => image.naturalWidth > 0);
      }`,
      documents,
    );
    return { 'login form': loginForm, dashboard, 'store documents': at() };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main() {
  const apps = (process.argv.slice(2).length ? process.argv.slice(2) : ['apps/admin']).map((dir) =>
    resolve(REPO_ROOT, dir),
  );
  const work = mkdtempSync(join(tmpdir(), 'kirana-journey-'));
  const ports = await Promise.all(apps.map(() => freePort()));
  const adminUrls = ports.map((port) => `http://127.0.0.1:${port}`);
  // The bench's API on the demo seed (the password alone signs the demo admin in).
  const api = await startApi('pglite', { env: { CORS_ORIGINS: adminUrls.join(',') } });
  const apiUrl = api.url;
  const servers: StaticServer[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const [index, app] of apps.entries()) {
      const outDir = join(work, `admin-${index}`);
      const built = spawnSync(
        'pnpm',
        ['exec', 'vite', 'build', '--outDir', outDir, '--logLevel', 'error'],
        {
          cwd: app,
          env: { ...process.env, VITE_API_URL: apiUrl, VITE_ADMIN_URL: adminUrls[index] },
          encoding: 'utf8',
        },
      );
      if (built.status !== 0)
        throw new Error(`Building ${app} failed:\n${built.stdout}${built.stderr}`);
      servers.push(await serveDir(outDir, 'spa', ports[index] ?? 0));
    }
    for (const network of NETWORKS) {
      const times = apps.map(() => MARKS.map(() => [] as number[]));
      // One warm-up journey each (the API's first answers), then the runs interleaved.
      for (const url of adminUrls) await journey(browser, url, network);
      for (let run = 0; run < RUNS; run += 1) {
        for (const [index, url] of adminUrls.entries()) {
          const marks = await journey(browser, url, network);
          MARKS.forEach((mark, m) => times[index]?.[m]?.push(marks[mark]));
        }
      }
      console.log(
        `\nAdmin journey, ${network.name}: median of ${RUNS} runs (ms from opening /admin/login)\n`,
      );
      console.log(`| app | ${MARKS.join(' | ')} |`);
      console.log(`|---|${MARKS.map(() => '---:').join('|')}|`);
      apps.forEach((app, index) => {
        const cells = MARKS.map((_, m) => median(times[index]?.[m] ?? []).toFixed(0));
        console.log(`| \`${app}\` | ${cells.join(' | ')} |`);
      });
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map(closeServer));
    await api.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
