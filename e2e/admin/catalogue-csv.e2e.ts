// A store's catalogue in bulk: the admin downloads the template, uploads a file with one bad row
// and sees it on its line with Apply held back, uploads the corrected file and applies it, finds
// the new products in the store, and exports the catalogue with them. Axe on the dialog.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchChromium } from '../support/chromium';
import {
  apiCall,
  apiLogin,
  branchNamed,
  closePage,
  expectHeading,
  openAdmin,
  type ApiSession,
} from './support';

const STORE = 'Durga Bhavani Kirana';
const HEADER = 'category,name,description,price,quantity,unit,isPacket,defaultProductId,imageUrl';

let browser: Browser;
let session: ApiSession;

beforeAll(async () => {
  [browser, session] = await Promise.all([launchChromium(), apiLogin()]);
});
afterAll(async () => {
  await browser?.close();
});

/** The text of the file the page downloads when `click` runs. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

/** Chooses `csv` as the dialog's file; answers once the preview is shown. */
async function choose(page: Page, csv: string) {
  const dialog = page.getByRole('dialog', { name: 'Bulk upload products' });
  const input = dialog.getByLabel('CSV file');
  await input.setInputFiles([]);
  await input.setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  return dialog;
}

describe('a store’s catalogue from a CSV file', () => {
  test('template, a bad row refused on its line, the fixed file applied, and exported', async () => {
    const branch = await branchNamed(session.token, STORE);
    const { data } = await apiCall<{ data: { defaultCategories: { imageUrl: string }[] } }>(
      session.token,
      'GET',
      '/api/admin/default-categories',
    );
    const image = data.defaultCategories[0]?.imageUrl ?? '';
    const page = await openAdmin(browser, `/admin/manage-branch/${branch._id}/inventory`, {
      session,
    });
    await expectHeading(page, STORE);

    // The template: the columns and an example row.
    const template = await downloaded(page, () =>
      page.getByRole('button', { name: 'Download template' }).click(),
    );
    expect(template.text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(HEADER);

    // A file with one bad row (a price of 0): shown on its line, nothing can be applied.
    const rows = (price: string) =>
      [
        HEADER,
        `E2E Dry Fruits,Cashews W320,"Whole, 250 g pack",210.00,250,g,true,,${image}`,
        `E2E Dry Fruits,Almonds,California almonds,${price},500,g,true,,`,
      ].join('\n');
    await page.getByRole('button', { name: 'Bulk upload' }).click();
    let dialog = await choose(page, rows('0'));
    const errors = dialog.getByRole('region', { name: 'Rows with errors' });
    await expect.poll(() => errors.innerText()).toMatch(/^Line 3 \(Almonds\): /m);
    expect(await dialog.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'bulk upload with an error');

    // Fixed, it applies; the store has the new category and both products.
    dialog = await choose(page, rows('640.50'));
    await expect.poll(() => dialog.innerText()).toMatch(/2 to create/);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => dialog.innerText()).toMatch(/Catalogue updated: 2 created/);
    const categories = await apiCall<{ data: { categories: { _id: string; name: string }[] } }>(
      session.token,
      'GET',
      `/api/branch/${branch._id}/categories`,
    );
    const created = categories.data.categories.find((c) => c.name === 'E2E Dry Fruits');
    expect(created).toBeDefined();
    const products = await apiCall<{ data: { products: { name: string; price: number }[] } }>(
      session.token,
      'GET',
      `/api/branch/${branch._id}/categories/${created?._id}/products`,
    );
    expect(products.data.products.map((p) => [p.name, p.price]).sort()).toEqual([
      ['Almonds', 640.5],
      ['Cashews W320', 210],
    ]);

    // The same file again changes nothing.
    dialog = await choose(page, rows('640.50'));
    await expect.poll(() => dialog.innerText()).toMatch(/2 unchanged/);
    await page.keyboard.press('Escape');

    // Exported, the catalogue has them, quoted where needed.
    const exported = await downloaded(page, () =>
      page.getByRole('button', { name: 'Export CSV' }).click(),
    );
    expect(exported.name).toMatch(/\.csv$/);
    expect(exported.text).toContain('E2E Dry Fruits,Cashews W320,"Whole, 250 g pack",210.00');
    expect(exported.text).toContain('E2E Dry Fruits,Almonds,California almonds,640.50');
    await closePage(page);
  });
});
