// The team screen at a phone's and a desk's width (issue 25), with axe, and a teammate's whole
// way in: the Owner invites a Reviewer by e-mail, the link is read from the local SMTP receiver
// (support/mail.ts); the Reviewer sets name and password, enrols an authenticator app (the test
// computes its codes, support/totp.ts) and keeps the recovery codes, signs in again with a code,
// reviews a store's documents and cannot open a store's inventory; the Owner sees that the
// Reviewer opened the store's documents; a recovery code signs in once.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchForFile } from '../support/chromium';
import { inviteLinkFor } from '../support/mail';
import { totpCode } from '../support/totp';
import {
  adminUrl,
  apiLogin,
  branchNamed,
  closePage,
  expectHeading,
  expectNoSidewaysScroll,
  heading,
  imagesLoaded,
  openAdmin,
  type ApiSession,
} from './support';

const mailUrl = inject('mailUrl');
let browser: Browser;
let owner: ApiSession;

launchForFile((launched, login) => ([browser, owner] = [launched, login]), apiLogin);

describe('the team', () => {
  test('the team screen at 390 and 1280 px: roles, invites and the invite form, axe clean', async () => {
    for (const width of [390, 1280]) {
      const page = await openAdmin(browser, '/admin/team', { session: owner, width });
      await expectHeading(page, 'Team');
      await expect.poll(() => page.getByText(/^Loading/).count()).toBe(0);
      expect(await page.getByRole('combobox', { name: /^Role of / }).count()).toBeGreaterThan(1);
      // On a phone each teammate is a card: the role menu and the e-mail take the card's width,
      // not a letter's (issue 39).
      const menu = await page
        .getByRole('combobox', { name: /^Role of / })
        .first()
        .boundingBox();
      expect(menu?.width ?? 0).toBeGreaterThan(width === 390 ? 250 : 120);
      expect(await page.getByRole('region', { name: 'What each role can do' }).count()).toBe(1);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `Team ${width}px`);
      await closePage(page);
    }
  });

  test('an Owner invites a Reviewer, who joins, enrols, reviews, is kept out of inventory, and is seen opening an ID', async () => {
    const email = `reviewer.${Date.now()}@example.in`;
    const password = 'a long new password';
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

    const link = await inviteLinkFor(mailUrl, email);
    expect(link.startsWith(`${adminUrl}/admin/invite#`)).toBe(true);
    const invitee = await openAdmin(browser, link.slice(adminUrl.length), { width: 390 });
    await expectHeading(invitee, 'Join the Kirana team');
    await expect.poll(() => invitee.getByText(email).count()).toBe(1);
    await expectNoAxeViolations(invitee, 'Accept an invite 390px');
    await invitee.getByLabel('Your name').fill('Lakshmi Rao');
    await invitee.getByLabel('Choose a password').fill(password);
    await invitee.getByRole('button', { name: 'Join the team' }).click();

    // An invited admin enrols at once: the key as text, a first code, the recovery codes once.
    await expectHeading(invitee, 'Set up two-step sign-in');
    const key = invitee.locator('code');
    await expect.poll(() => key.count()).toBe(1);
    const secret = (await key.innerText()).replace(/\s+/g, '');
    await expectNoAxeViolations(invitee, 'Enrolment 390px');
    await invitee.getByLabel('Authentication code').fill(totpCode(secret));
    await invitee.getByRole('button', { name: 'Confirm', exact: true }).click();
    const list = invitee.getByRole('list', { name: 'Recovery codes' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(10);
    expect(await invitee.getByRole('heading', { name: 'Save your recovery codes' }).count()).toBe(
      1,
    );
    const codes = await list.getByRole('listitem').allInnerTexts();
    expect(codes).toHaveLength(10);
    await invitee.getByRole('button', { name: 'I have saved them' }).click();
    await expectHeading(invitee, 'Dashboard');
    await closePage(invitee);

    // Signing in again: the password, then a code of the app (the next step's: the enrolment
    // used this one, and a code is taken once).
    const reviewer = await signIn(email, password);
    await expectHeading(reviewer, 'Two-step sign-in');
    await reviewer.getByLabel('Authentication code').fill(totpCode(secret, Date.now() + 30_000));
    await reviewer.getByRole('button', { name: 'Verify' }).click();
    await expectHeading(reviewer, 'Dashboard');

    // The Reviewer reviews a store against its documents (which records that they opened them)...
    const store = 'Srinivasa Kirana Stores';
    const branch = await branchNamed(owner.token, store);
    await reviewer.goto(`${adminUrl}/admin/manage-branch?branchId=${branch._id}`);
    await expectHeading(reviewer, store);
    const documents = reviewer.getByRole('region', { name: 'Documents', exact: true });
    await expect
      .poll(() => imagesLoaded(reviewer, '[aria-labelledby^="document-"] img'))
      .toBe(true);
    const certificate = documents.getByRole('listitem', { name: 'FSSAI certificate' });
    await certificate.getByRole('button', { name: 'Mark verified' }).click();
    await expect.poll(() => certificate.getByText('Verified', { exact: true }).count()).toBe(1);
    // ...and a store's inventory is not theirs to open.
    await reviewer.goto(`${adminUrl}/admin/manage-branch/${branch._id}/inventory`);
    await expectHeading(reviewer, 'You do not have access');
    await closePage(reviewer);

    // The Owner sees who opened the store's documents.
    const ownerPage = await openAdmin(browser, `/admin/manage-branch?branchId=${branch._id}`, {
      session: owner,
    });
    await expectHeading(ownerPage, store);
    const views = ownerPage.getByRole('region', { name: 'Who opened the documents' });
    await expect.poll(() => views.getByText(/Lakshmi Rao/).count()).toBeGreaterThan(0);
    expect(await views.innerText()).toMatch(/FSSAI certificate/);
    await closePage(ownerPage);

    // A recovery code signs in once.
    const [recoveryCode = ''] = codes;
    for (const attempt of ['first', 'again'] as const) {
      const page = await signIn(email, password);
      await expectHeading(page, 'Two-step sign-in');
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByLabel('Recovery code').fill(recoveryCode);
      await page.getByRole('button', { name: 'Verify' }).click();
      if (attempt === 'first') await expectHeading(page, 'Dashboard');
      else {
        // Refused under the field, and no session: still the second step.
        const field = page.getByLabel('Recovery code');
        await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
        const used = 'That recovery code is not right, or it has already been used.';
        expect(await page.getByText(used).count()).toBe(1);
        expect(await heading(page)).toBe('Two-step sign-in');
      }
      await closePage(page);
    }
    // A whole journey of nine screens and two sign-ins with scrypt: more than the default 30 s
    // on a loaded machine (19 s alone).
  }, 120_000);
});

/** The login screen, signed out, at a phone's width: e-mail and password sent. */
async function signIn(email: string, password: string): Promise<Page> {
  const page = await openAdmin(browser, '/admin/login', { width: 390 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  return page;
}
