// A store's catalogue in bulk: the admin downloads the template, uploads a file with one bad row
// and sees it on its line with Apply held back, uploads the corrected file (60 products) and
// applies it, exports the catalogue with them, loads the category's second page without losing
// the scroll position, then finds three products by a search of the whole store, selects them
// and deletes them with one confirmation. Axe on the dialog and on the selection.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchForFile } from '../support/chromium';
import {
  apiCall,
  apiLogin,
  branchNamed,
  closePage,
  expectHeading,
  openAdmin,
  adminUrl,
  type ApiSession,
} from './support';

const STORE = 'Durga Bhavani Kirana';
const HEADER = 'category,name,description,price,quantity,unit,isPacket,defaultProductId,imageUrl';

let browser: Browser;
let session: ApiSession;

launchForFile((launched, login) => ([browser, session] = [launched, login]), apiLogin);

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
    const mixes = Array.from(
      { length: 55 },
      (_, i) =>
        `E2E Dry Fruits,Trail Mix No. ${String(i + 1).padStart(2, '0')},Roasted mix,${100 + i}.00,200,g,true,,`,
    );
    const rows = (price: string) =>
      [
        HEADER,
        `E2E Dry Fruits,Cashews W320,"Whole, 250 g pack",210.00,250,g,true,,${image}`,
        `E2E Dry Fruits,Almonds,California almonds,${price},500,g,true,,`,
        'E2E Dry Fruits,Walnut Kernels,Light halves,520.00,250,g,true,,',
        'E2E Dry Fruits,Pistachio Kernels,Salted,610.00,250,g,true,,',
        'E2E Dry Fruits,Apricot Kernels,Sweet,380.00,100,g,true,,',
        ...mixes,
      ].join('\n');
    await page.getByRole('button', { name: 'Bulk upload' }).click();
    let dialog = await choose(page, rows('0'));
    const errors = dialog.getByRole('region', { name: 'Rows with errors' });
    await expect.poll(() => errors.innerText()).toMatch(/^Line 3 \(Almonds\): /m);
    expect(await dialog.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'bulk upload with an error');

    // Fixed, it applies; the store has the new category and its 60 products.
    dialog = await choose(page, rows('640.50'));
    await expect.poll(() => dialog.innerText()).toMatch(/60 to create/);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => dialog.innerText()).toMatch(/Catalogue updated: 60 created/);
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
      `/api/branch/${branch._id}/categories/${created?._id}/products?q=a&sort=price-desc&limit=2`,
    );
    expect(products.data.products.map((p) => [p.name, p.price])).toEqual([
      ['Almonds', 640.5],
      ['Pistachio Kernels', 610],
    ]);

    // The same file again changes nothing.
    dialog = await choose(page, rows('640.50'));
    await expect.poll(() => dialog.innerText()).toMatch(/60 unchanged/);
    await page.keyboard.press('Escape');

    // Exported, the catalogue has them, quoted where needed.
    const exported = await downloaded(page, () =>
      page.getByRole('button', { name: 'Export CSV' }).click(),
    );
    expect(exported.name).toMatch(/\.csv$/);
    expect(exported.text).toContain('E2E Dry Fruits,Cashews W320,"Whole, 250 g pack",210.00');
    expect(exported.text).toContain('E2E Dry Fruits,Almonds,California almonds,640.50');

    // The category lists 50 products; "Load more" appends the other 10 below without moving
    // the screen.
    await page.getByRole('tab', { name: 'Custom Categories' }).click();
    await page.getByRole('link', { name: /E2E Dry Fruits/ }).click();
    await expectHeading(page, 'E2E Dry Fruits');
    await expect.poll(() => page.getByText('Showing the first 50 products').count()).toBe(1);
    const more = page.getByRole('button', { name: 'Load more' });
    await more.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await more.click();
    await expect.poll(() => page.getByText('60 products', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(60);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(2);

    // A search of the whole store finds the three kernels; chosen, they go in one request.
    await page.goto(`${adminUrl}/admin/manage-branch/${branch._id}/inventory`);
    const search = page.getByRole('searchbox', { name: 'Search all products of this store' });
    await search.fill('kernels');
    await search.press('Enter');
    await expectHeading(page, 'Search products');
    await page.getByRole('tab', { name: 'Custom Products' }).click();
    for (const name of ['Apricot Kernels', 'Pistachio Kernels', 'Walnut Kernels']) {
      await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    }
    const bar = page.getByRole('region', { name: 'Selection' });
    expect(await bar.getByRole('status').innerText()).toBe('3 products selected');
    await expectNoAxeViolations(page, 'three products selected in a search of the store');
    await bar.getByRole('button', { name: 'Delete selected' }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.innerText()).toMatch(/delete these 3 custom products/);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('No products match “kernels”.').count()).toBe(1);
    const left = await apiCall<{ data: { products: unknown[] } }>(
      session.token,
      'GET',
      `/api/branch/${branch._id}/products?q=kernels`,
    );
    expect(left.data.products).toEqual([]);
    await closePage(page);
  });
});
