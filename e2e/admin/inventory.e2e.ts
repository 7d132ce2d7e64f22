// A branch's inventory: importing default categories and products, custom categories and
// products with real image files, the unit rules, editing, and removing with confirmation.
// Each test works on its own demo store, so the tests do not depend on each other.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchForFile } from '../support/chromium';
import {
  apiCall,
  actionsOpacity,
  apiLogin,
  branchNamed,
  closePage,
  expectHeading,
  expectNoSidewaysScroll,
  imageFile,
  imagesLoaded,
  openAdmin,
  pathOf,
  type ApiSession,
} from './support';

interface Category {
  _id: string;
  name: string;
  createdFromTemplate: boolean;
  defaultCategoryId: string | null;
}
interface Product {
  _id: string;
  name: string;
  price: number;
  quantity: number;
  unit: string;
  isPacket: boolean;
  createdFromTemplate: boolean;
}
interface DefaultProduct {
  _id: string;
  name: string;
  suggestedPrice: number;
  quantity: number;
  unit: string;
}

let browser: Browser;
let session: ApiSession;

launchForFile((launched, login) => ([browser, session] = [launched, login]), apiLogin);

async function categoriesOf(branchId: string): Promise<Category[]> {
  const { data } = await apiCall<{ data: { categories: Category[] } }>(
    session.token,
    'GET',
    `/api/branch/${branchId}/categories`,
  );
  return data.categories;
}

async function productsOf(branchId: string, categoryId: string): Promise<Product[]> {
  const { data } = await apiCall<{ data: { products: Product[] } }>(
    session.token,
    'GET',
    `/api/branch/${branchId}/categories/${categoryId}/products`,
  );
  return data.products;
}

async function defaultCategories(): Promise<{ _id: string; name: string }[]> {
  const { data } = await apiCall<{ data: { defaultCategories: { _id: string; name: string }[] } }>(
    session.token,
    'GET',
    '/api/admin/default-categories',
  );
  return data.defaultCategories;
}

/** "₹1,250.00 / 500 g", as the cards show a price. */
function priceText(price: number, quantity: number, unit: string): string {
  const amount = price.toLocaleString('en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `₹${amount} / ${quantity} ${unit}`;
}

/** The names on the category cards of the open tab. */
/** Waits until the page shows `text`, once. */
function showsOnce(page: Page, text: string): Promise<void> {
  return expect.poll(() => page.getByText(text).count()).toBe(1);
}

function categoryNames(page: Page): Promise<string[]> {
  return page.getByRole('tabpanel').getByRole('link').allInnerTexts();
}

/** The names on the product cards of the open tab. */
function productNames(page: Page): Promise<string[]> {
  return page.getByRole('tabpanel').getByRole('heading', { level: 2 }).allInnerTexts();
}

/** The product card with this name. */
function productCard(page: Page, name: string): Locator {
  return page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

/** The unit select's choices and its value. */
async function units(scope: Locator) {
  const select = scope.getByLabel('Unit');
  return {
    options: await select
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
    value: await select.inputValue(),
  };
}

/** A store's inventory screen, headed by the store's name. */
async function openInventory(branch: { _id: string; name: string }, width = 1280): Promise<Page> {
  const page = await openAdmin(browser, `/admin/manage-branch/${branch._id}/inventory`, {
    session,
    width,
  });
  await expectHeading(page, branch.name);
  await expect.poll(() => page.getByText('Loading categories...').count()).toBe(0);
  return page;
}

describe('categories', () => {
  test('imports default categories; the dialog hides imported ones and counts the selection', async () => {
    const branch = await branchNamed(session.token, 'Balaji Super Market');
    expect(await categoriesOf(branch._id)).toEqual([]);
    const defaults = await defaultCategories();
    expect(defaults).toHaveLength(12);

    const page = await openInventory(branch);
    expect(await page.getByText(`Branch ID: ${branch._id}`).count()).toBe(1);
    expect(
      await page.getByRole('tab', { name: 'Default Categories' }).getAttribute('aria-selected'),
    ).toBe('true');
    await showsOnce(page, 'No default categories found.');

    await page.getByRole('button', { name: 'Import Default Categories' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Default Categories' });
    const boxes = dialog.getByRole('listitem').getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(12);
    const submit = dialog.getByRole('button', { name: /^Import \d+ Categor/ });
    expect(await submit.innerText()).toBe('Import 0 Categories');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Dals & Pulses', exact: true }).check();
    expect(await submit.innerText()).toBe('Import 1 Category');
    expect(await submit.isEnabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Beverages', exact: true }).check();
    expect(await submit.innerText()).toBe('Import 2 Categories');
    await expectNoAxeViolations(page, 'import categories dialog');
    await submit.click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => categoryNames(page)).toEqual(['Beverages', 'Dals & Pulses']);
    await expect.poll(() => imagesLoaded(page, '[role="tabpanel"] img')).toBe(true);
    const imported = await categoriesOf(branch._id);
    expect(imported.map((category) => [category.name, category.createdFromTemplate])).toEqual([
      ['Beverages', true],
      ['Dals & Pulses', true],
    ]);

    // Reopened, the dialog no longer offers them.
    await page.getByRole('button', { name: 'Import Default Categories' }).click();
    await expect.poll(() => boxes.count()).toBe(10);
    const offered = await boxes.evaluateAll((inputs) =>
      inputs.map((input) => input.closest('label')?.textContent?.trim() ?? ''),
    );
    expect(offered).not.toContain('Beverages');
    expect(offered).not.toContain('Dals & Pulses');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // An empty imported category is removed after confirmation, and stays removed.
    await page.getByRole('button', { name: 'Remove category: Beverages' }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.innerText()).toContain('Are you sure you want to remove this category?');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    await expect.poll(() => categoryNames(page)).toEqual(['Dals & Pulses']);
    await page.reload();
    await expect.poll(() => categoryNames(page)).toEqual(['Dals & Pulses']);
    await closePage(page);
  });

  test('the seeded store: imported categories hidden from the dialog, axe at both widths', async () => {
    const branch = await branchNamed(session.token, 'Sri Lakshmi Kirana & General Stores');
    const seeded = (await categoriesOf(branch._id)).map((category) => category.name);
    expect(seeded).toHaveLength(3);
    for (const width of [1280, 375]) {
      const page = await openInventory(branch, width);
      await expect.poll(() => categoryNames(page)).toEqual(seeded);
      await expectNoAxeViolations(page, `categories ${width}px`);
      await expectNoSidewaysScroll(page);
      if (width === 1280) {
        await page.getByRole('button', { name: 'Import Default Categories' }).click();
        const dialog = page.getByRole('dialog', { name: 'Import Default Categories' });
        await expect.poll(() => dialog.getByRole('listitem').getByRole('checkbox').count()).toBe(9);
        const offered = await dialog.getByRole('listitem').allInnerTexts();
        for (const name of seeded) expect(offered).not.toContain(name);
      }
      await closePage(page);
    }
  });

  test('creates a custom category with a real image, then deletes it', async () => {
    const branch = await branchNamed(session.token, 'Sai Ram Provision Stores');
    const page = await openInventory(branch);
    await page.getByRole('tab', { name: 'Custom Categories' }).click();
    await expect.poll(() => pathOf(page)).toContain('?tab=custom');
    await showsOnce(page, 'No custom categories created yet.');

    // Escape closes the dialog and focus goes back to its button.
    const opener = page.getByRole('button', { name: 'Create Custom Category' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Create Custom Category' });
    await expect.poll(() => dialog.count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => opener.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await opener.click();
    await dialog.getByLabel('Category Name').fill('Puja Samagri');
    const png = await imageFile('png', { colour: '#c62828' });
    await dialog
      .getByLabel('Category Image')
      .setInputFiles({ name: 'puja.png', mimeType: 'image/png', buffer: png });
    await expect
      .poll(() => dialog.getByRole('status').allInnerTexts())
      .toContain(`puja.png (${(png.length / 1024).toFixed(2)} KB)`);
    await expectNoAxeViolations(page, 'create category dialog');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => categoryNames(page)).toEqual(['Puja Samagri']);
    await expect.poll(() => imagesLoaded(page, '[role="tabpanel"] img')).toBe(true);
    const created = await categoriesOf(branch._id);
    expect(created).toMatchObject([{ name: 'Puja Samagri', createdFromTemplate: false }]);

    // Its products screen has only the Custom tab.
    await page.getByRole('link', { name: 'Puja Samagri' }).click();
    await expectHeading(page, 'Puja Samagri');
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Custom Products']);
    await page.getByRole('link', { name: '← Back to Categories' }).click();
    await expectHeading(page, branch.name);
    await page.getByRole('tab', { name: 'Custom Categories' }).click();

    await page.getByRole('button', { name: 'Delete custom category: Puja Samagri' }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.innerText()).toContain(
      'Are you sure you want to delete this custom category?',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    await showsOnce(page, 'No custom categories created yet.');
    await page.reload();
    await showsOnce(page, 'No custom categories created yet.');
    expect(await categoriesOf(branch._id)).toEqual([]);
    await closePage(page);
  });

  test('refuses to remove a category that has products; removes an imported product', async () => {
    const branch = await branchNamed(session.token, 'Sri Lakshmi Kirana & General Stores');
    const category = (await categoriesOf(branch._id)).find((c) => c.name === 'Atta & Flours');
    if (!category) throw new Error('The seed imports Atta & Flours at the first store');
    const products = await productsOf(branch._id, category._id);
    expect(products).toHaveLength(4);

    const page = await openInventory(branch);
    // The card's remove button shows on hover and on keyboard focus only.
    const card = page.getByRole('listitem').filter({ hasText: 'Atta & Flours' });
    const other = page.getByRole('listitem').filter({ hasText: 'Beverages' });
    expect(await actionsOpacity(card)).toBe('0');
    await card.hover();
    await expect.poll(() => actionsOpacity(card)).toBe('1');
    await other.getByRole('link').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => actionsOpacity(other)).toBe('1');
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
    ).toBe('Remove category: Beverages');
    await card.hover();
    await page.getByRole('button', { name: 'Remove category: Atta & Flours' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect
      .poll(() => confirm.getByRole('alert').allInnerTexts())
      .toEqual([
        'This category cannot be removed because it contains products. Please empty the category first.',
      ]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await categoryNames(page)).toContain('Atta & Flours');
    expect(await productsOf(branch._id, category._id)).toHaveLength(4);

    // The category's products: the imported ones on the Default tab.
    await page.getByRole('link', { name: 'Atta & Flours' }).click();
    await expectHeading(page, 'Atta & Flours');
    expect(pathOf(page)).toBe(
      `/admin/manage-branch/${branch._id}/inventory/${category._id}?defaultCategoryId=${category.defaultCategoryId}`,
    );
    expect(await page.getByRole('tab').allInnerTexts()).toEqual([
      'Default Products',
      'Custom Products',
    ]);
    await expect.poll(() => productNames(page)).toEqual(products.map((p) => p.name));
    const first = products[0];
    if (!first) throw new Error('no products');
    expect(await productCard(page, first.name).innerText()).toContain(
      priceText(first.price, first.quantity, first.unit),
    );

    await productCard(page, first.name).hover();
    await page.getByRole('button', { name: `Remove ${first.name}` }).click();
    expect(await confirm.innerText()).toContain(
      'Are you sure you want to remove this imported product?',
    );
    await expectNoAxeViolations(page, 'remove product confirm dialog');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    const rest = products.slice(1).map((p) => p.name);
    await expect.poll(() => productNames(page)).toEqual(rest);
    await page.reload();
    await expectHeading(page, 'Atta & Flours');
    await expect.poll(() => productNames(page)).toEqual(rest);
    expect((await productsOf(branch._id, category._id)).map((p) => p.name)).toEqual(rest);
    await closePage(page);
  });
});

describe('products', () => {
  test('imports default products into an imported category', async () => {
    const branch = await branchNamed(session.token, 'Al-Madina General Store');
    const dals = (await defaultCategories()).find((c) => c.name === 'Dals & Pulses');
    if (!dals) throw new Error('The seed has Dals & Pulses');
    await apiCall(session.token, 'POST', `/api/branch/${branch._id}/categories/import-default`, {
      categoryIds: [dals._id],
    });
    const { data } = await apiCall<{ data: { defaultProducts: DefaultProduct[] } }>(
      session.token,
      'GET',
      `/api/admin/default-categories/${dals._id}/products`,
    );
    const defaults = data.defaultProducts;
    expect(defaults.length).toBeGreaterThan(2);
    const [one, two] = defaults;
    if (!one || !two) throw new Error('no default products');

    const page = await openInventory(branch);
    await page.getByRole('link', { name: 'Dals & Pulses' }).click();
    await expectHeading(page, 'Dals & Pulses');
    await showsOnce(
      page,
      'No default products in this category. Use the button above to import them.',
    );

    await page.getByRole('button', { name: 'Import Default Products' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Default Products' });
    const boxes = dialog.getByRole('listitem').getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(defaults.length);
    const submit = dialog.getByRole('button', { name: /^Import \d+ Product\(s\)$/ });
    expect(await submit.innerText()).toBe('Import 0 Product(s)');
    expect(await submit.isDisabled()).toBe(true);
    const row = (product: DefaultProduct) =>
      dialog.getByRole('listitem').filter({ hasText: product.name });
    expect(await row(one).innerText()).toContain(
      `Suggested price: ${priceText(one.suggestedPrice, one.quantity, one.unit)}`,
    );
    await row(one).getByRole('checkbox').check();
    await row(two).getByRole('checkbox').check();
    expect(await submit.innerText()).toBe('Import 2 Product(s)');
    await expectNoAxeViolations(page, 'import products dialog');
    await submit.click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(async () => (await productNames(page)).sort())
      .toEqual([one.name, two.name].sort());
    expect(await productCard(page, one.name).innerText()).toContain(
      priceText(one.suggestedPrice, one.quantity, one.unit),
    );

    // Reopened, the dialog offers only the rest.
    await page.getByRole('button', { name: 'Import Default Products' }).click();
    await expect.poll(() => boxes.count()).toBe(defaults.length - 2);
    expect(await dialog.getByRole('listitem').filter({ hasText: one.name }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await closePage(page);
  });

  test('creates, edits and deletes a custom product, keeping to the unit rules', async () => {
    const branch = await branchNamed(session.token, 'Venkateshwara Kirana');
    const form = new FormData();
    form.append('name', 'Home Bakes');
    form.append(
      'categoryImage',
      new Blob([new Uint8Array(await imageFile('png', { colour: '#6d4c41' }))], {
        type: 'image/png',
      }),
      'bakes.png',
    );
    const { data } = await apiCall<{ data: { category: Category } }>(
      session.token,
      'POST',
      `/api/branch/${branch._id}/categories`,
      form,
    );
    const category = data.category;

    const page = await openInventory(branch);
    await page.getByRole('tab', { name: 'Custom Categories' }).click();
    await page.getByRole('link', { name: 'Home Bakes' }).click();
    await expectHeading(page, 'Home Bakes');
    expect(pathOf(page)).toBe(
      `/admin/manage-branch/${branch._id}/inventory/${category._id}?custom=true`,
    );
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Custom Products']);
    await showsOnce(page, 'No custom products created yet. Use the button above to create one.');

    // Create: loose products come in kg or L; a packet in any unit; toggling resets to kg.
    await page.getByRole('button', { name: 'Create Custom Product' }).click();
    const create = page.getByRole('dialog', { name: 'Create Custom Product' });
    expect(await units(create)).toEqual({ options: ['kg', 'L'], value: 'kg' });
    await create.getByLabel('Unit').selectOption('L');
    const packet = create.getByLabel('Is this a packet?');
    await packet.check();
    expect(await units(create)).toEqual({ options: ['kg', 'g', 'L', 'ml', 'pc'], value: 'kg' });
    await create.getByLabel('Unit').selectOption('g');
    await packet.uncheck();
    expect(await units(create)).toEqual({ options: ['kg', 'L'], value: 'kg' });
    await packet.check();
    await create.getByLabel('Unit').selectOption('g');

    await create.getByLabel('Name').fill('Osmania Biscuits');
    await create.getByLabel('Price (₹)').fill('120');
    await create.getByLabel('Quantity').fill('500');
    await create.getByLabel('Description').fill('Salted butter biscuits from the Old City.');
    const png = await imageFile('png', { colour: '#ffb300', width: 400, height: 300 });
    await create
      .getByLabel('Product Image')
      .setInputFiles({ name: 'osmania.png', mimeType: 'image/png', buffer: png });
    await expectNoAxeViolations(page, 'create product dialog');
    await create.getByRole('button', { name: 'Create Product' }).click();
    await expect.poll(() => create.count()).toBe(0);
    await expect.poll(() => productNames(page)).toEqual(['Osmania Biscuits']);
    const card = productCard(page, 'Osmania Biscuits');
    expect(await card.innerText()).toContain('Salted butter biscuits from the Old City.');
    expect(await card.innerText()).toContain('₹120.00 / 500 g');
    await expect.poll(() => imagesLoaded(page, '[role="tabpanel"] img')).toBe(true);
    const [saved] = await productsOf(branch._id, category._id);
    expect(saved).toMatchObject({
      name: 'Osmania Biscuits',
      price: 120,
      quantity: 500,
      unit: 'g',
      isPacket: true,
      createdFromTemplate: false,
    });

    // Edit: the dialog starts from the product; unticking Is Packet resets the unit to kg.
    await card.hover();
    await page.getByRole('button', { name: 'Edit Osmania Biscuits' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    expect(await edit.getByLabel('Name').inputValue()).toBe('Osmania Biscuits');
    expect(await units(edit)).toEqual({ options: ['kg', 'g', 'L', 'ml', 'pc'], value: 'g' });
    await edit.getByLabel('Is Packet').uncheck();
    expect(await units(edit)).toEqual({ options: ['kg', 'L'], value: 'kg' });
    await edit.getByLabel('Is Packet').check();
    expect(await units(edit)).toEqual({ options: ['kg', 'g', 'L', 'ml', 'pc'], value: 'kg' });
    await edit.getByLabel('Unit').selectOption('pc');
    await edit.getByLabel('Name').fill('Osmania Biscuits Tin');
    await edit.getByLabel('Price (₹)').fill('1250.5');
    await edit.getByLabel('Quantity').fill('24');
    await expectNoAxeViolations(page, 'edit product dialog');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => edit.count()).toBe(0);
    await expect.poll(() => productNames(page)).toEqual(['Osmania Biscuits Tin']);
    expect(await productCard(page, 'Osmania Biscuits Tin').innerText()).toContain(
      '₹1,250.50 / 24 pc',
    );
    await page.reload();
    await expectHeading(page, 'Home Bakes');
    await expect.poll(() => productNames(page)).toEqual(['Osmania Biscuits Tin']);
    expect(await productCard(page, 'Osmania Biscuits Tin').innerText()).toContain(
      '₹1,250.50 / 24 pc',
    );
    await expectNoAxeViolations(page, 'products 1280px');

    // Delete after confirmation: gone, and still gone after a reload.
    await productCard(page, 'Osmania Biscuits Tin').hover();
    await page.getByRole('button', { name: 'Delete Osmania Biscuits Tin' }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.innerText()).toContain(
      'Are you sure you want to permanently delete this custom product? This action cannot be undone.',
    );
    await expectNoAxeViolations(page, 'delete product confirm dialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    await expect.poll(() => productNames(page)).toEqual([]);
    await page.reload();
    await showsOnce(page, 'No custom products created yet. Use the button above to create one.');
    expect(await productsOf(branch._id, category._id)).toEqual([]);
    await closePage(page);
  });

  test('the products screen passes axe on a 375 pixel touch screen, with the card buttons shown', async () => {
    const branch = await branchNamed(session.token, 'Sri Lakshmi Kirana & General Stores');
    const category = (await categoriesOf(branch._id)).find((c) => c.name === 'Beverages');
    if (!category) throw new Error('The seed imports Beverages at the first store');
    const page = await openAdmin(
      browser,
      `/admin/manage-branch/${branch._id}/inventory/${category._id}?defaultCategoryId=${category.defaultCategoryId}`,
      { session, width: 375, touch: true },
    );
    await expectHeading(page, 'Beverages');
    await expect.poll(async () => (await productNames(page)).length).toBe(4);
    // A touch screen has no hover: every card shows its buttons.
    for (const card of await page.getByRole('tabpanel').getByRole('listitem').all()) {
      expect(await actionsOpacity(card)).toBe('1');
    }
    await expectNoAxeViolations(page, 'products 375px');
    await expectNoSidewaysScroll(page);
    await closePage(page);
  });
});
