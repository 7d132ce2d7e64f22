// The team screen at a phone's and a desk's width (issue 25, part 2), with axe, and an invite's
// way through the mailbox: the Owner invites by e-mail, the link is read from the local SMTP
// receiver (support/mail.ts), the invitee sets name and password and is signed in with the role.
// (The full journey with the second factor is the lead's e2e.)
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchChromium } from '../support/chromium';
import { inviteLinkFor } from '../support/mail';
import {
  adminUrl,
  apiLogin,
  closePage,
  expectHeading,
  expectNoSidewaysScroll,
  openAdmin,
  type ApiSession,
} from './support';

const hookUrl = inject('hookUrl');
let browser: Browser;
let owner: ApiSession;

beforeAll(async () => {
  [browser, owner] = await Promise.all([launchChromium(), apiLogin()]);
});
afterAll(async () => {
  await browser?.close();
});

describe('the team', () => {
  test('the team screen at 390 and 1280 px: roles, invites and the invite form, axe clean', async () => {
    for (const width of [390, 1280]) {
      const page = await openAdmin(browser, '/admin/team', { session: owner, width });
      await expectHeading(page, 'Team');
      await expect.poll(() => page.getByText(/^Loading/).count()).toBe(0);
      expect(await page.getByRole('combobox', { name: /^Role of / }).count()).toBeGreaterThan(1);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `Team ${width}px`);
      await closePage(page);
    }
  });

  test('an Owner invites a Reviewer; the link from the e-mail makes the admin and signs them in', async () => {
    const email = `reviewer.${Date.now()}@example.in`;
    const page = await openAdmin(browser, '/admin/team', { session: owner });
    await expectHeading(page, 'Team');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Role', { exact: true }).selectOption('Reviewer');
    await page.getByRole('button', { name: 'Send invite' }).click();
    // The waiting invite, with its buttons.
    await expect
      .poll(() => page.getByRole('button', { name: `Send again to ${email}` }).count())
      .toBe(1);
    await closePage(page);

    const link = await inviteLinkFor(hookUrl, email);
    expect(link.startsWith(`${adminUrl}/admin/invite#`)).toBe(true);
    const invitee = await openAdmin(browser, link.slice(adminUrl.length), { width: 390 });
    await expectHeading(invitee, 'Join the Kirana team');
    await expect.poll(() => invitee.getByText(email).count()).toBe(1);
    await expectNoAxeViolations(invitee, 'Accept an invite 390px');
    await invitee.getByLabel('Your name').fill('Lakshmi Rao');
    await invitee.getByLabel('Choose a password').fill('a long new password');
    await invitee.getByRole('button', { name: 'Join the team' }).click();
    await expectHeading(invitee, 'Dashboard');
    await closePage(invitee);
  });
});
