// A role's admin on a phone (issue 25): at 390 px the demo's Support account opens the Menu,
// which lists only the sections Support may open with the current one marked; a deep link to
// the team shows "You do not have access"; the Owner's affiliates view marks only Affiliates.
// Axe on each, no sideways scroll.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchChromium } from '../support/chromium';
import {
  apiLogin,
  closePage,
  expectHeading,
  expectNoSidewaysScroll,
  openAdmin,
  type ApiSession,
} from './support';
import { SUPPORT_SECTIONS } from '../../apps/admin/src/testing/fixtures';

/** The demo seed's Support account (apps/api/src/seed/demo-team.ts). */
const SUPPORT = { email: 'support@kirana.local', password: 'kirana-support-demo' };
const PHONE = 390;

let browser: Browser;
let owner: ApiSession;
let support: ApiSession;

beforeAll(async () => {
  [browser, owner, support] = await Promise.all([
    launchChromium(),
    apiLogin(),
    apiLogin(false, SUPPORT),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const current = (page: Page) => nav(page).locator('a[aria-current="page"]').allInnerTexts();

describe('the admin navigation on a phone', () => {
  test('Support opens the Menu: its sections only, Inbox current; Escape closes it', async () => {
    expect(support.admin.role).toBe('Support');
    const page = await openAdmin(browser, '/admin/inbox', { session: support, width: PHONE });
    await expectHeading(page, 'Inbox');
    const menu = nav(page).getByRole('button', { name: 'Menu' });
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    // Closed, the sections take no room on the phone.
    expect(await nav(page).getByRole('link', { name: 'Inbox' }).isVisible()).toBe(false);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, `Inbox ${PHONE}px, menu closed`);

    await menu.click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    const links = nav(page).getByRole('link');
    await expect.poll(() => links.allInnerTexts()).toEqual([...SUPPORT_SECTIONS, 'My account']);
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    expect(await current(page)).toEqual(['Inbox']);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, `Inbox ${PHONE}px, menu open`);

    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');

    await menu.click();
    await nav(page).getByRole('link', { name: 'Activity' }).click();
    await expectHeading(page, 'Activity');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await current(page)).toEqual(['Activity']);
    await closePage(page);
  });

  test('a deep link Support may not open says so plainly, with the way back', async () => {
    const page = await openAdmin(browser, '/admin/team', { session: support, width: PHONE });
    await expectHeading(page, 'You do not have access');
    const back = page.getByRole('link', { name: 'Back to the dashboard' });
    expect(await back.getAttribute('href')).toBe('/admin/dashboard');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, `No access ${PHONE}px`);
    await back.click();
    await expectHeading(page, 'Dashboard');
    await closePage(page);
  });

  test('the Owner’s affiliates view marks Affiliates only', async () => {
    const page = await openAdmin(browser, '/admin/dashboard?view=affiliates', {
      session: owner,
      width: PHONE,
    });
    await nav(page).getByRole('button', { name: 'Menu' }).click();
    await expect.poll(() => current(page)).toEqual(['Affiliates']);
    await expectNoAxeViolations(page, `Affiliates ${PHONE}px, menu open`);
    await closePage(page);
  });
});
