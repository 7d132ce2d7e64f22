// The operator's day in the browser: a visitor writes through the site's contact form, the
// dashboard counts it, the inbox shows it, an admin marks it handled, Activity says who did it,
// and the dashboard's count goes down again. Axe on each screen, at 1280 and 375 pixels.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchChromium } from '../support/chromium';
import {
  apiCall,
  apiLogin,
  closePage,
  expectHeading,
  expectNoSidewaysScroll,
  openAdmin,
  pathOf,
  type ApiSession,
} from './support';
import { hydrateIslands } from '../support/islands';

const siteUrl = inject('siteUrl');

let browser: Browser;
let session: ApiSession;

beforeAll(async () => {
  [browser, session] = await Promise.all([launchChromium(), apiLogin()]);
});
afterAll(async () => {
  await browser?.close();
});

async function newMessages(): Promise<number> {
  const { data } = await apiCall<{ data: { contactMessages: { new: number } } }>(
    session.token,
    'GET',
    '/api/admin/dashboard',
  );
  return data.contactMessages.new;
}

/** The dashboard's count of new messages, as shown. */
async function shownNewMessages(page: Page): Promise<string> {
  const link = page.getByRole('link', { name: /New contact messages/ });
  return (await link.innerText()).split('\n')[0] ?? '';
}

describe('a visitor’s message, from the site to handled', () => {
  const sender = `Padma Visitor ${Date.now().toString(36)}`;

  test('counted, listed, read, handled, and in the activity log', async () => {
    const before = await newMessages();

    // The visitor writes through the site.
    const context = await browser.newContext();
    const site = await context.newPage();
    await site.goto(`${siteUrl}/contact`);
    await hydrateIslands(site);
    const form = site.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Name').fill(sender);
    await form.getByLabel('Email').fill('padma.visitor@example.in');
    await form.getByLabel('Subject').selectOption('Customer Support');
    await form.getByLabel('Message').fill('My delivery came without the milk.\nPlease call me.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() =>
        site.getByText('Thank you for your message. We will get back to you soon!').isVisible(),
      )
      .toBe(true);
    await context.close();

    // The dashboard counts it and links to the new messages.
    const page = await openAdmin(browser, '/admin/dashboard', { session });
    await expectHeading(page, 'Dashboard');
    await expect.poll(() => shownNewMessages(page)).toBe(String(before + 1));
    await expectNoAxeViolations(page, 'dashboard with queues 1280px');
    await page.getByRole('link', { name: /New contact messages/ }).click();
    await expectHeading(page, 'Inbox');
    expect(pathOf(page)).toBe('/admin/inbox?status=new');
    const item = page.getByRole('link', { name: new RegExp(sender) });
    await expect.poll(() => item.innerText()).toContain('New');
    expect(await page.getByRole('main').getByRole('link').first().innerText()).toContain(sender);
    await expectNoAxeViolations(page, 'inbox 1280px');

    // Read whole, as text, then marked handled.
    await item.click();
    await expectHeading(page, 'Customer Support');
    await expect
      .poll(() => page.getByText('My delivery came without the milk.').innerText())
      .toBe('My delivery came without the milk.\nPlease call me.');
    expect(await page.getByRole('link', { name: 'Reply' }).getAttribute('href')).toBe(
      'mailto:padma.visitor@example.in?subject=Re%3A%20Customer%20Support',
    );
    await expectNoAxeViolations(page, 'message 1280px');
    await page.getByRole('button', { name: 'Mark as handled' }).click();
    await expect.poll(() => page.getByText(/by Platform Admin on/).count()).toBe(1);
    await page.getByRole('link', { name: '← Inbox' }).click();
    await expectHeading(page, 'Inbox');

    // Activity says who did it, first.
    await page.getByRole('link', { name: 'Activity', exact: true }).click();
    await expectHeading(page, 'Activity');
    const first = page.getByRole('listitem').first();
    await expect
      .poll(() => first.innerText())
      .toMatch(new RegExp(`^Marked handled · ${sender}\\n+Platform Admin`));
    await expectNoAxeViolations(page, 'activity 1280px');
    await page.getByLabel('About').selectOption('contact-message');
    await expect.poll(() => pathOf(page)).toBe('/admin/activity?entity=contact-message');
    await first.getByRole('link', { name: sender }).click();
    await expectHeading(page, 'Customer Support');

    // The dashboard's count is back where it was.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expectHeading(page, 'Dashboard');
    await expect.poll(() => shownNewMessages(page)).toBe(String(before));
    expect(await newMessages()).toBe(before);
    await closePage(page);
  });

  test('the inbox, activity and team on a phone', async () => {
    for (const [path, heading] of [
      ['/admin/inbox', 'Inbox'],
      ['/admin/activity', 'Activity'],
      ['/admin/team', 'Team'],
      ['/admin/dashboard', 'Dashboard'],
    ] as const) {
      const page = await openAdmin(browser, path, { session, width: 375 });
      await expectHeading(page, heading);
      await expect.poll(() => page.getByText(/^Loading/).count()).toBe(0);
      await expectNoAxeViolations(page, `${heading} 375px`);
      await expectNoSidewaysScroll(page);
      // The demo team: the Owner and one admin for each other role.
      if (heading === 'Team')
        expect(await page.getByRole('row').allInnerTexts()).toEqual(
          expect.arrayContaining([expect.stringMatching(/Platform Admin/)]),
        );
      await closePage(page);
    }
    // Four pages opened and scanned for accessibility: on a busy machine more than the usual 30 s.
  }, 60_000);
});
