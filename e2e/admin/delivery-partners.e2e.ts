// A delivery partner's application from the site to a decision: the applicant applies with real
// documents (large photos resized in the browser), an admin finds it in the queue and rejects it
// with a reason, the applicant is told why on WhatsApp (the stack's fake of Meta's Cloud API),
// applies again, and the second application, linked to the first, is approved. Axe on each screen.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { sentMessages } from '../support/messages';
import { launchForFile } from '../support/chromium';
import {
  apiLogin,
  closePage,
  expectHeading,
  expectNoSidewaysScroll,
  imageFile,
  openAdmin,
  type ApiSession,
} from './support';
import { hydrateIslands } from '../support/islands';
import { pdfFile } from '../support/files';

const siteUrl = inject('siteUrl');

const RECEIVED =
  'Thank you! We have your application. Our team checks your documents within 2 days and sends the result by SMS to your phone.';

let browser: Browser;
let session: ApiSession;

launchForFile((launched, login) => ([browser, session] = [launched, login]), apiLogin);

interface Applicant {
  name: string;
  /** Ten digits, as the applicant types them. */
  phone: string;
}

/** Fills and sends the site's application form as a motorbike rider; answers the page. */
async function apply(applicant: Applicant, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${siteUrl}/deliver-with-us`);
  await hydrateIslands(page);
  const form = page.getByRole('form', { name: 'Delivery partner application' });
  await form.getByLabel('Full name').fill(applicant.name);
  await form.getByLabel('Mobile number').fill(applicant.phone);
  await form.getByLabel('Area pincode').fill('500081');
  // The licence is asked for only once the vehicle needs one.
  expect(await form.getByLabel('Driving licence').count()).toBe(0);
  await form.getByLabel('How you will deliver').selectOption('motorbike');
  await expect.poll(() => form.getByLabel('Driving licence').count()).toBe(1);

  // A phone photo of the ID, bigger than the form sends: resized in the browser first.
  const idCard = await imageFile('jpeg', { width: 3000, height: 2000, colour: '#1565c0' });
  // The file field itself: the tick box "My government ID is an Aadhaar card" (left off here:
  // the photo goes as it is) is another field whose label holds the same words.
  await form
    .getByLabel('Government ID', { exact: true })
    .setInputFiles({ name: 'aadhaar.jpg', mimeType: 'image/jpeg', buffer: idCard });
  await form.getByLabel('Address proof').setInputFiles({
    name: 'electricity-bill.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFile(),
  });
  await form.getByLabel('Photo of the applicant').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await imageFile('png', { width: 600, height: 800, colour: '#6d4c41' }),
  });
  await form.getByLabel('Driving licence').setInputFiles({
    name: 'licence.jpg',
    mimeType: 'image/jpeg',
    buffer: await imageFile('jpeg', { width: 1000, height: 640, colour: '#ad1457' }),
  });
  // The privacy notice above the button, agreed to (issue 40 §4).
  await form.getByRole('checkbox', { name: /I have read this privacy notice/ }).check();
  await form.getByRole('button', { name: 'Send application' }).click();
  return page;
}

/** Opens the applicant's newest application from the admin queue, searched by phone. */
async function openFromQueue(applicant: Applicant): Promise<Page> {
  const page = await openAdmin(browser, '/admin/delivery-partners', { session });
  await expectHeading(page, 'Delivery partners');
  await page.getByLabel('Search applications').fill(applicant.phone);
  await page.getByLabel('Search applications').press('Enter');
  const rows = page.getByRole('link', { name: new RegExp(applicant.name) });
  // Pending first: the newest application, waiting for a decision, is on top.
  await expect.poll(() => rows.first().innerText()).toMatch(/Waiting|Overdue/);
  await rows.first().click();
  return page;
}

describe('a delivery partner applies, is turned down with a reason, applies again and is approved', () => {
  const applicant: Applicant = {
    name: `Ravi Rider ${Date.now().toString(36)}`,
    phone: `9${String(Date.now()).slice(-9)}`,
  };

  test('applies on the site with real documents, on a phone', async () => {
    const page = await apply(applicant, 375);
    await expect.poll(() => page.getByText(RECEIVED).count(), { timeout: 20_000 }).toBe(1);
    await expectNoAxeViolations(page, 'application sent 375px');
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });

  test('the admin finds it, reviews the documents and rejects it with a reason', async () => {
    const page = await openFromQueue(applicant);
    await expectHeading(page, applicant.name);
    const documents = page.getByRole('region', { name: 'Documents', exact: true });
    await expect.poll(() => documents.getByRole('listitem').count()).toBe(4);
    await expectNoAxeViolations(page, 'application 1280px');

    await page
      .getByRole('region', { name: 'Decision' })
      .getByRole('button', { name: 'Reject' })
      .click();
    const dialog = page.getByRole('dialog', { name: `Reject ${applicant.name}?` });
    await dialog.getByLabel('Reason').selectOption('unclear_document');
    await dialog.getByLabel('Note (optional)').fill('The ID photo is blurred.');
    await expectNoAxeViolations(page, 'reject application dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByText('Application rejected.').count()).toBe(1);

    // The applicant is told why, through the outbox, on WhatsApp.
    const to = `+91${applicant.phone}`;
    await expect
      .poll(async () =>
        (await sentMessages())
          .filter((sent) => sent.to === to && sent.template === 'partner_rejected')
          .map((sent) => sent.text),
      )
      .toEqual([
        `Kirana: ${applicant.name}, your delivery partner application was not approved. Reason: Unclear document. You may apply again at ${siteUrl}/deliver-with-us Note: The ID photo is blurred. — Kirana`,
      ]);
    // The screen showed it waiting to send; opened again, it shows it sent.
    const messages = page.getByRole('region', { name: 'Messages to the applicant' });
    await expect.poll(() => messages.innerText()).toMatch(/Waiting to send|Sent/);
    await page.reload();
    await expect.poll(() => messages.innerText()).toMatch(/\bSent\b/);
    expect(await messages.innerText()).toContain('Reason: Unclear document.');
    await closePage(page);
  });

  test('applies again; the new application shows the earlier one, and is approved', async () => {
    const site = await apply(applicant);
    await expect.poll(() => site.getByText(RECEIVED).count(), { timeout: 20_000 }).toBe(1);
    await site.context().close();

    const page = await openFromQueue(applicant);
    await expectHeading(page, applicant.name);
    const earlier = page.getByRole('region', { name: 'Earlier applications' });
    await expect.poll(() => earlier.innerText()).toMatch(/Rejected/);
    expect(await earlier.innerText()).toContain('Unclear document');

    await page
      .getByRole('region', { name: 'Decision' })
      .getByRole('button', { name: 'Approve' })
      .click();
    const dialog = page.getByRole('dialog', { name: `Approve ${applicant.name}?` });
    // No document is marked verified yet: the dialog asks to approve anyway.
    await dialog.getByRole('button', { name: 'Approve anyway' }).click();
    await expect.poll(() => page.getByText('Application approved.').count()).toBe(1);
    await expect
      .poll(async () =>
        (await sentMessages())
          .filter((sent) => sent.to === `+91${applicant.phone}`)
          .map((sent) => sent.template),
      )
      .toEqual(['partner_rejected', 'partner_approved']);
    await closePage(page);

    // Now a partner: applying again is refused with a message that reveals nothing else.
    const again = await apply(applicant);
    await expect
      .poll(() =>
        again.getByText('This phone number already belongs to a delivery partner.').count(),
      )
      .toBeGreaterThan(0);
    expect(await again.getByLabel('Full name').inputValue()).toBe(applicant.name);
    await again.context().close();
  });
});
