// The site loads an island's script only when the island nears the screen (or is touched):
// tests that use an island bring it into view and wait until it has hydrated.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Scrolls each island of the page into view, waits until every one has hydrated (its
 * container gets data-hydrated), then scrolls back to the top. A page without islands returns
 * at once.
 */
export async function hydrateIslands(page: Page): Promise<void> {
  const islands = page.locator('[data-island]');
  const count = await islands.count();
  if (count === 0) return;
  for (let i = 0; i < count; i += 1) await islands.nth(i).scrollIntoViewIfNeeded();
  await expect
    .poll(() => page.locator('[data-island]:not([data-hydrated])').count(), { timeout: 15_000 })
    .toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  // Back at the top once the navigation bar has seen the scroll (it marks data-scrolled).
  await expect.poll(() => page.locator('[data-nav-header][data-scrolled="true"]').count()).toBe(0);
}
