// The operator's day in the browser: a visitor writes through the site's contact form, the
// dashboard counts the conversation it opened, the inbox lists it with its 2-day clock, an admin
// adds an internal note, replies and resolves it, Activity says who did it, and the dashboard's
// count goes down again. Axe on each screen, at 1280 and 375 pixels.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchForFile } from '../support/chromium';
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
import { receivedMail } from '../support/mail';
import { sendContactMessage } from '../support/contact-form';

const siteUrl = inject('siteUrl');
const mailUrl = inject('mailUrl');

let browser: Browser;
let session: ApiSession;

launchForFile((launched, login) => ([browser, session] = [launched, login]), apiLogin);

/** Conversations open or waiting, as the dashboard's API counts them. */
async function openConversations(): Promise<number> {
  const { data } = await apiCall<{ data: { conversations: { open: number } } }>(
    session.token,
    'GET',
    '/api/admin/dashboard',
  );
  return data.conversations.open;
}

/** The dashboard's count of conversations to answer, as shown. */
async function shownConversations(page: Page): Promise<string> {
  const link = page.getByRole('link', { name: /Conversations to answer/ });
  return (await link.innerText()).split('\n')[0] ?? '';
}

describe('a visitor’s message, from the site to answered and resolved', () => {
  const sender = `Padma Visitor ${Date.now().toString(36)}`;

  test('counted, listed with its clock, noted, answered, resolved, and in the activity log', async () => {
    const before = await openConversations();

    // The visitor writes through the site.
    const context = await browser.newContext();
    const site = await context.newPage();
    await site.goto(`${siteUrl}/contact`);
    await hydrateIslands(site);
    await sendContactMessage(site, {
      name: sender,
      email: 'padma.visitor@example.in',
      subject: 'Customer Support',
      message: 'My delivery came without the milk.\nPlease call me.',
    });
    await context.close();

    // The dashboard counts it and links to the inbox, filtered to what is most pressing.
    const page = await openAdmin(browser, '/admin/dashboard', { session });
    await expectHeading(page, 'Dashboard');
    await expect.poll(() => shownConversations(page)).toBe(String(before + 1));
    await expectNoAxeViolations(page, 'dashboard with queues 1280px');
    await page.getByRole('link', { name: /Conversations to answer/ }).click();
    await expectHeading(page, 'Inbox');
    expect(pathOf(page)).toMatch(/^\/admin\/inbox\?(due=overdue|due=today|status=open)$/);

    // The open conversations, what is due first: the new one is due in 1 day (2 days from now).
    await page
      .getByRole('navigation', { name: 'Status' })
      .getByRole('link', { name: /^Open/ })
      .click();
    await expect.poll(() => pathOf(page)).toMatch(/status=open/);
    await page
      .getByRole('navigation', { name: 'Due' })
      .getByRole('link', { name: /^Any time/ })
      .click();
    await expect.poll(() => pathOf(page)).toBe('/admin/inbox?status=open');
    const item = page.getByRole('link', { name: new RegExp(sender) });
    await expect.poll(() => item.innerText()).toContain('due in 1 day');
    expect(await item.innerText()).toContain('E-mail');
    await expectNoAxeViolations(page, 'inbox 1280px');

    // Read whole, as text.
    await item.click();
    await expectHeading(page, 'Customer Support');
    const thread = page.getByRole('list', { name: 'Messages' });
    await expect
      .poll(() => thread.getByText('My delivery came without the milk.').innerText())
      .toBe('My delivery came without the milk.\nPlease call me.');
    await expectNoAxeViolations(page, 'conversation 1280px');

    // A note stays internal.
    await page.getByRole('button', { name: 'Internal note', exact: true }).click();
    await page.getByLabel('Your note').fill('Check the order with the store first.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => page.getByText('Note added.').count()).toBe(1);
    await expect.poll(() => thread.getByText('Internal note — not sent').count()).toBe(1);

    // The reply goes through the outbox and shows in the thread; the clock stops.
    await page.getByRole('button', { name: 'Reply', exact: true }).click();
    await page.getByLabel('Your reply').fill('Sorry! The milk is on its way today.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => page.getByText('Reply queued to send.').count()).toBe(1);
    // The reply reaches the visitor's mailbox (the stack's SMTP receiver); the note does not.
    const toVisitor = async () =>
      (await receivedMail(mailUrl)).filter((mail) => mail.to.includes('padma.visitor@example.in'));
    await expect
      .poll(async () => (await toVisitor()).map((mail) => mail.text).join('\n'), {
        timeout: 15_000,
      })
      .toContain('Sorry! The milk is on its way today.');
    expect((await toVisitor()).some((mail) => mail.text.includes('Check the order'))).toBe(false);
    await expect
      .poll(() => thread.getByText('Sorry! The milk is on its way today.').count())
      .toBe(1);
    await expect.poll(() => page.getByText('answered', { exact: true }).count()).toBe(1);

    // Resolved.
    await page
      .getByRole('group', { name: 'Status' })
      .getByRole('button', { name: 'Resolve' })
      .click();
    await expect.poll(() => page.getByText('Conversation resolved.').count()).toBe(1);
    await page.getByRole('link', { name: '← Inbox' }).click();
    await expectHeading(page, 'Inbox');

    // Activity says who did it, first.
    await page.getByRole('link', { name: 'Activity', exact: true }).click();
    await expectHeading(page, 'Activity');
    const first = page.getByRole('listitem').first();
    await expect.poll(() => first.innerText()).toContain(sender);
    expect(await first.innerText()).toContain('Platform Admin');
    await expectNoAxeViolations(page, 'activity 1280px');
    await first.getByRole('link', { name: sender }).click();
    await expectHeading(page, 'Customer Support');

    // The dashboard's count is back where it was.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expectHeading(page, 'Dashboard');
    await expect.poll(() => shownConversations(page)).toBe(String(before));
    expect(await openConversations()).toBe(before);
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
