// The site's links prerender their page on hover (Speculation Rules). A link pressed after its
// page was prerendered activates that page, and Playwright then never sees the navigation a test
// waits for: a loaded machine prerenders before the click, a quiet one does not. Tests that press
// a link and wait for the new address drop the rules first (which cancels their prerenders).
import type { Page } from 'playwright-core';

export async function withoutPrerender(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const rules of document.querySelectorAll('script[type="speculationrules"]'))
      rules.remove();
  });
}
