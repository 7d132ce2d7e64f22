// The team and a store's documents on a 390 px phone (issue 39): each screen fits the width (the
// page scrolls only downwards), with a picture of each in e2e/reports/screenshots/ to look at.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchForFile } from '../support/chromium';
import { apiLogin, closePage, expectHeading, openAdmin, type ApiSession } from './support';

const WIDTH = 390;

let browser: Browser;
let session: ApiSession;

launchForFile((launched, login) => ([browser, session] = [launched, login]), apiLogin);

/** How wide the page's content is, and the elements that stick out of the screen's width. */
function overflow(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
    wider: [...document.querySelectorAll('main *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > window.innerWidth + 0.5;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  }));
}

describe('desk screens at 390 px', () => {
  test('the team: every card within the width', async () => {
    const page = await openAdmin(browser, '/admin/team', { session, width: WIDTH });
    await expectHeading(page, 'Team');
    await expect.poll(() => page.getByText(/^Loading/).count()).toBe(0);
    await expect.poll(() => page.getByText('Platform Admin').count()).toBeGreaterThan(0);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: 'reports/screenshots/team-390.png', fullPage: true });
    expect(await overflow(page)).toEqual({ scrollWidth: expect.any(Number), wider: [] });
    expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(WIDTH);
    await expectNoAxeViolations(page, 'team 390px');
    await closePage(page);
  });

  test("a store's documents: each document, its picture and its buttons within the width", async () => {
    const page = await openAdmin(browser, '/admin/manage-branch', { session, width: WIDTH });
    await expectHeading(page, 'Stores');
    await page.getByLabel('Search stores').fill('Sri Durga Kirana');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: /^Sri Durga Kirana/ }).click();
    await expectHeading(page, 'Sri Durga Kirana');
    const documents = page.getByRole('region', { name: 'Documents', exact: true });
    await expect.poll(() => documents.getByRole('listitem').count()).toBe(3);
    await expect
      .poll(() =>
        documents
          .locator('img')
          .evaluateAll(
            (images) =>
              images.length > 0 &&
              images.every((img) => img instanceof HTMLImageElement && img.naturalWidth > 0),
          ),
      )
      .toBe(true);
    await page.evaluate(() => document.fonts.ready);
    await documents.screenshot({ path: 'reports/screenshots/documents-390.png' });
    expect((await overflow(page)).wider).toEqual([]);
    expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(WIDTH);
    await expectNoAxeViolations(page, 'store documents 390px');
    await closePage(page);
  });
});
