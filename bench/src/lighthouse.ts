// Lighthouse (its default: mobile, simulated slow 4G and 4x CPU slowdown) on each page of the
// built site, served by scripts/serve-static.mjs as a static host would. One headless Chromium
// for all pages; each run gets a fresh tab with storage cleared by Lighthouse.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { REPO_ROOT } from './paths.js';

export const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageScores {
  page: string;
  scores: Record<Category, number>;
  /** Largest contentful paint, ms. */
  lcp: number;
  cls: number;
  /** Total blocking time, ms. */
  tbt: number;
  /** Audits that cost points, by category (title and score), for the report. */
  misses: string[];
  /** The performance score of every run; the figures above are those of the median run. */
  performanceRuns?: number[];
  error?: string;
}

interface StaticServer {
  server: { close(callback?: () => void): void };
  url: string;
}

type ServeStatic = (options: { dir: string; mode: string; port?: number }) => Promise<StaticServer>;

async function serveSite(dir: string): Promise<StaticServer> {
  const module = (await import(
    pathToFileURL(join(REPO_ROOT, 'scripts/serve-static.mjs')).href
  )) as { serveStatic: ServeStatic };
  return module.serveStatic({ dir, mode: 'site', port: 0 });
}

/** The run with the median performance score (Lighthouse's advice: several runs, the median). */
function medianRun(runs: Omit<PageScores, 'page'>[]): Omit<PageScores, 'page'> {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? sorted[0];
  if (!median) throw new Error('No Lighthouse run');
  return { ...median, performanceRuns: runs.map((run) => run.scores.performance) };
}

export async function lighthouseSite(
  dist: string,
  pages: string[],
  log: (line: string) => void,
  /** Runs per page; the median run is reported. */
  runs = 1,
  /** The fontconfig file Chromium reads (./fonts.ts): which system fonts the phone has. */
  fontconfig?: string | null,
): Promise<PageScores[]> {
  const { server, url } = await serveSite(dist);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROMIUM_ARGS,
    ...(fontconfig ? { envVars: { ...process.env, FONTCONFIG_FILE: fontconfig } } : {}),
  });
  const results: PageScores[] = [];
  try {
    for (const page of pages) {
      const started = Date.now();
      const attempts: Omit<PageScores, 'page'>[] = [];
      for (let i = 0; i < runs; i += 1) {
        // A trace now and then fails to record (NO_NAVSTART): one more try before giving up.
        attempts.push(
          await audit(`${url}${page}`, chrome.port)
            .catch(() => audit(`${url}${page}`, chrome.port))
            .catch((error: unknown): Omit<PageScores, 'page'> => ({
              scores: { performance: 0, accessibility: 0, 'best-practices': 0, seo: 0 },
              lcp: 0,
              cls: 0,
              tbt: 0,
              misses: [],
              error: String(error),
            })),
        );
      }
      const scores = medianRun(attempts);
      results.push({ page, ...scores });
      const s = scores.scores;
      log(
        `  ${page.padEnd(28)} perf ${s.performance} (${scores.performanceRuns?.join('/')}) a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo}  LCP ${Math.round(scores.lcp)} ms  CLS ${scores.cls.toFixed(3)}  TBT ${Math.round(scores.tbt)} ms  (${((Date.now() - started) / 1000).toFixed(0)} s)${scores.error ? `  ERROR ${scores.error}` : ''}`,
      );
    }
  } finally {
    chrome.kill();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return results;
}

async function audit(url: string, port: number): Promise<Omit<PageScores, 'page'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const misses: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id];
      if (!item || ref.weight === 0 || item.score === null || item.score >= 0.9) continue;
      misses.push(`${id}: ${item.title} (${Math.round(item.score * 100)})`);
    }
  }
  return {
    scores,
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    misses,
  };
}
