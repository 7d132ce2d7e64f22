// Names that are HTML, script or SQL, created through the API, are shown as text by the admin
// screens that list them (and the site echoes what a visitor types as text): the exact string
// is on the page, no element was made from it, no dialog opened, and the marker that the
// payload `<img src=x onerror="window.__xss=1">` would set stays undefined.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium } from '../support/chromium';
import {
  apiCall,
  apiLogin,
  branchNamed,
  imageFile,
  signedIn,
  uploadedAffiliateImage,
  type ApiSession,
} from '../admin/support';
import { openWatched, type Watched } from './support';
import { sendContactMessage } from '../support/contact-form';

const adminUrl = inject('adminUrl');
const siteUrl = inject('siteUrl');

const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  "'; drop table branches; --",
];
/** A branch no other browser test works on. */
const BRANCH = 'Durga Bhavani Kirana';

let browser: Browser;
let session: ApiSession;
let branchId = '';
const categoryIds: string[] = [];

async function form(fields: Record<string, string>, fileField: string): Promise<FormData> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append(
    fileField,
    new Blob([new Uint8Array(await imageFile('png'))], { type: 'image/png' }),
    'x.png',
  );
  return body;
}

beforeAll(async () => {
  [browser, session] = await Promise.all([launchChromium(), apiLogin()]);
  branchId = (await branchNamed(session.token, BRANCH))._id;
  for (const name of PAYLOADS) {
    const { data } = await apiCall<{ data: { category: { _id: string } } }>(
      session.token,
      'POST',
      `/api/branch/${branchId}/categories`,
      await form({ name }, 'categoryImage'),
    );
    categoryIds.push(data.category._id);
  }
  for (const name of PAYLOADS) {
    await apiCall(
      session.token,
      'POST',
      `/api/branch/${branchId}/products`,
      await form(
        {
          name,
          description: `About ${name}`,
          price: '20',
          quantity: '1',
          unit: 'kg',
          isPacket: 'true',
          branchId,
          categoryId: categoryIds[0] ?? '',
        },
        'productImage',
      ),
    );
    await apiCall(session.token, 'POST', '/api/affiliate/products', {
      name,
      imageUrl: await uploadedAffiliateImage(session.token),
      affiliateLink: 'https://shop.example.com/xss',
    });
  }
});
afterAll(async () => {
  await browser?.close();
});

/** Nothing ran: no dialog, no marker, no element made from a payload, no CSP violation. */
async function expectNothingRan(watched: Watched, label: string) {
  const { page } = watched;
  expect(watched.dialogs, `${label}: dialogs`).toEqual([]);
  expect(await page.evaluate(() => window.__xss), `${label}: window.__xss`).toBeUndefined();
  expect(await page.locator('img[src="x"], main script').count(), label).toBe(0);
  expect(await watched.violations(), `${label}: CSP violations`).toEqual([]);
  expect(watched.pageErrors, `${label}: page errors`).toEqual([]);
}

/** Each payload is on the page as text, exactly. */
async function expectShownAsText(watched: Watched, texts: string[]) {
  for (const text of texts) {
    await expect
      .poll(() => watched.page.getByText(text, { exact: true }).count(), { message: text })
      .toBeGreaterThan(0);
  }
}

describe('the admin app shows HTML and script names as text', () => {
  test('custom categories (inventory, custom tab)', async () => {
    const watched = await openWatched(
      browser,
      `${adminUrl}/admin/manage-branch/${branchId}/inventory?tab=custom`,
      signedIn(session),
    );
    await expectShownAsText(watched, PAYLOADS);
    // The delete confirmation names the category too.
    await watched.page
      .getByRole('button', { name: `Delete custom category: ${PAYLOADS[0] ?? ''}` })
      .click();
    await expect.poll(() => watched.page.getByRole('alertdialog').count()).toBe(1);
    await watched.page.keyboard.press('Escape');
    await expectNothingRan(watched, 'categories');
    await watched.close();
  });

  test('products and their descriptions (products screen)', async () => {
    const watched = await openWatched(
      browser,
      `${adminUrl}/admin/manage-branch/${branchId}/inventory/${categoryIds[0] ?? ''}?custom=true`,
      signedIn(session),
    );
    await expectShownAsText(watched, [...PAYLOADS, ...PAYLOADS.map((name) => `About ${name}`)]);
    await expectNothingRan(watched, 'products');
    await watched.close();
  });

  test('affiliate products, and the edit dialog filled with the name', async () => {
    const watched = await openWatched(
      browser,
      `${adminUrl}/admin/dashboard?view=affiliates`,
      signedIn(session),
    );
    await expectShownAsText(watched, PAYLOADS);
    const name = PAYLOADS[0] ?? '';
    await watched.page
      .getByRole('button', { name: `Edit ${name}` })
      .first()
      .click();
    const dialog = watched.page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('textbox').first().inputValue()).toBe(name);
    await watched.page.keyboard.press('Escape');
    await expectNothingRan(watched, 'affiliates');
    await watched.close();
  });
});

describe('the site shows what a visitor types as text', () => {
  test('the store finder echoes the pincode as text', async () => {
    // At most 20 characters (the contract's pincode length) and still markup if it were parsed.
    const typed = '<svg/onload=alert(1)';
    const watched = await openWatched(browser, `${siteUrl}/`);
    const finder = watched.page.getByRole('search', { name: 'Stores' });
    await finder.getByLabel('Pincode').fill(typed);
    await finder.getByRole('button', { name: 'Find Stores' }).click();
    await expect
      .poll(() => watched.page.getByText(`the pincode ${typed}`, { exact: false }).count())
      .toBeGreaterThan(0);
    expect(await watched.page.locator('svg[onload]').count()).toBe(0);
    await expectNothingRan(watched, 'store finder');
    await watched.close();
  });

  test('the contact form sends HTML and script as data', async () => {
    const watched = await openWatched(browser, `${siteUrl}/contact`);
    await sendContactMessage(watched.page, {
      name: PAYLOADS[0] ?? '',
      email: 'xss@example.in',
      subject: 'Other',
      message: PAYLOADS.join(' '),
    });
    await expectNothingRan(watched, 'contact form');
    await watched.close();
  });
});
