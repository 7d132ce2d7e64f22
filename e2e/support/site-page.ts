// A site page in Chromium and what it did: the scripts and fonts it requested, its page errors,
// and its problems (page errors and the console's errors and warnings, as they came). Reduced
// motion: axe and the assertions see settled colours, not a transition's midpoint.
import type { Browser, Page } from 'playwright-core';

export interface WatchedPage {
  page: Page;
  scripts: string[];
  fonts: string[];
  pageErrors: string[];
  problems: string[];
}

/** A new page at `viewport`, watched from its first request (not yet navigated). */
export async function watchedPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const watched: WatchedPage = { page, scripts: [], fonts: [], pageErrors: [], problems: [] };
  page.on('request', (request) => {
    if (request.resourceType() === 'script') watched.scripts.push(request.url());
    if (request.resourceType() === 'font') watched.fonts.push(request.url());
  });
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) watched.problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    watched.pageErrors.push(error.message);
    watched.problems.push(error.message);
  });
  return watched;
}
