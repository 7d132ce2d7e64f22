// Affiliate products: the two-step wizard with a real image converted to JPEG in the browser and
// uploaded to the API, the active and inactive lists, editing and deactivating.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchForFile } from '../support/chromium';
import {
  apiCall,
  apiLogin,
  apiUrl,
  closePage,
  expectHeading,
  expectNoSidewaysScroll,
  imageFile,
  imageInfo,
  imagesLoaded,
  openAdmin,
  pathOf,
  uploadedAffiliateImage,
  type ApiSession,
} from './support';

interface AffiliateProduct {
  _id: string;
  name: string;
  imageUrl: string;
  affiliateLink: string;
  isActive: boolean;
}

let browser: Browser;
let session: ApiSession;

launchForFile((launched, login) => ([browser, session] = [launched, login]), apiLogin);

async function affiliateProducts(): Promise<AffiliateProduct[]> {
  const { data } = await apiCall<{ data: { affiliateProducts: AffiliateProduct[] } }>(
    session.token,
    'GET',
    '/api/affiliate/products',
  );
  return data.affiliateProducts;
}

/** An affiliate product made through the API: upload ticket, JPEG upload, create. */
async function createAffiliateProduct(name: string, affiliateLink: string) {
  const imageUrl = await uploadedAffiliateImage(session.token, '#1565c0');
  const { data } = await apiCall<{ data: { affiliateProduct: AffiliateProduct } }>(
    session.token,
    'POST',
    '/api/affiliate/products',
    { name, imageUrl, affiliateLink },
  );
  return data.affiliateProduct;
}

/** The product names on the cards of the open list. */
function cardNames(page: Page): Promise<string[]> {
  return page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
}

/** Records, from the first script on, every progress value and alert text the page shows. */
async function recordProgressAndAlerts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { progress: [] as string[], alerts: [] as string[] };
    Object.assign(window, { __seen: seen });
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value && seen.progress.at(-1) !== value) seen.progress.push(value);
      for (const alert of document.querySelectorAll('[role="status"], [role="alert"]')) {
        const text = alert.textContent?.trim();
        if (text && !seen.alerts.includes(text)) seen.alerts.push(text);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

function seen(page: Page): Promise<{ progress: string[]; alerts: string[] }> {
  return page.evaluate(
    () => (window as unknown as { __seen: { progress: string[]; alerts: string[] } }).__seen,
  );
}

describe('affiliate wizard', () => {
  test('uploads a PNG converted to JPEG, creates the product and lists it', async () => {
    const page = await openAdmin(browser, '/admin/dashboard', {
      session,
      before: recordProgressAndAlerts,
    });
    await expectHeading(page, 'Dashboard');
    await page.getByRole('button', { name: 'Manage Affiliate Products' }).click();
    await expectHeading(page, 'Active Affiliate Products');
    expect(pathOf(page)).toBe('/admin/dashboard?view=affiliates');
    await expect.poll(() => page.getByText('Loading products...').count()).toBe(0);
    await expectNoAxeViolations(page, 'active affiliates 1280px');

    await page.getByRole('link', { name: 'Create New Product' }).click();
    await expectHeading(page, 'Upload Product Image');
    expect(pathOf(page)).toBe('/create-affiliate-product');
    expect(await page.getByText('Step 1 of 2').count()).toBe(1);

    const png = await imageFile('png', { width: 400, height: 300, colour: '#00897b' });
    await page
      .getByLabel('Product Image')
      .setInputFiles({ name: 'steel-tiffin.png', mimeType: 'image/png', buffer: png });
    await expect
      .poll(() => page.getByRole('status').allInnerTexts())
      .toContain(`steel-tiffin.png (${(png.length / 1024).toFixed(2)} KB)`);
    await expectNoAxeViolations(page, 'wizard step 1');

    const upload = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().startsWith(`${apiUrl}/api/uploads/`),
    );
    await page.getByRole('button', { name: 'Upload Image' }).click();
    const put = await upload;
    // The browser sent a JPEG (the upload accepts nothing else; the stored image is checked
    // below).
    expect(put.headers()['content-type']).toBe('image/jpeg');
    expect((await put.response())?.status()).toBe(200);

    // Step 2 follows a second after the upload.
    await expectHeading(page, 'Create New Affiliate Product');
    expect(pathOf(page)).toBe('/create-affiliate-product?step=details');
    const { progress, alerts } = await seen(page);
    expect(progress.at(-1)).toBe('100');
    expect(alerts).toContain('Image uploaded successfully!');

    const imageUrl = (await page.locator('figcaption').innerText()).trim();
    expect(imageUrl).toMatch(new RegExp(`^${apiUrl}/media/affiliate/[\\w-]+\\.jpg$`));
    await expect.poll(() => imagesLoaded(page, 'figure img')).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Active Product' }).isChecked()).toBe(true);
    await expectNoAxeViolations(page, 'wizard step 2');

    await page.getByLabel('Product Name').fill('Steel Tiffin Box 3 Tier');
    await page.getByLabel('Affiliate Link').fill('https://shop.example.com/steel-tiffin');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expect
      .poll(() => page.getByRole('status').allInnerTexts())
      .toEqual([expect.stringContaining('Product Created Successfully!')]);
    expect(await page.getByRole('status').innerText()).toContain(
      'Redirecting to affiliate dashboard...',
    );

    // Two seconds later: the affiliates view, which lists the new product.
    await expectHeading(page, 'Active Affiliate Products');
    expect(pathOf(page)).toBe('/admin/dashboard');
    await expect.poll(() => cardNames(page)).toContain('Steel Tiffin Box 3 Tier');
    const card = page.getByRole('listitem').filter({ hasText: 'Steel Tiffin Box 3 Tier' });
    expect(
      await card.getByRole('link', { name: 'https://shop.example.com/steel-tiffin' }).count(),
    ).toBe(1);
    expect(await card.locator('img').getAttribute('src')).toBe(imageUrl);

    const saved = (await affiliateProducts()).find((p) => p.name === 'Steel Tiffin Box 3 Tier');
    expect(saved).toMatchObject({ imageUrl, isActive: true });

    // The API serves the uploaded picture as a JPEG of the same size.
    const head = await fetch(imageUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/jpeg');
    const get = await fetch(imageUrl);
    expect(get.headers.get('content-type')).toBe('image/jpeg');
    expect(await imageInfo(Buffer.from(await get.arrayBuffer()))).toEqual({
      width: 400,
      height: 300,
      format: 'jpeg',
    });
    await closePage(page);
  });

  test('refuses a file that is not an image, and asks for a file before uploading', async () => {
    const page = await openAdmin(browser, '/create-affiliate-product', { session, width: 375 });
    await expectHeading(page, 'Upload Product Image');
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await expect.poll(() => page.getByText('Please select a file to upload').count()).toBe(1);
    await page.getByLabel('Product Image').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect
      .poll(() => page.getByText('Please select a valid image file (JPEG, PNG, GIF, WebP)').count())
      .toBe(1);
    await expectNoAxeViolations(page, 'wizard step 1 375px');
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectHeading(page, 'Active Affiliate Products');
    await closePage(page);
  });

  test('a session revoked before the product is created sends the user to login', async () => {
    const own = await apiLogin();
    const page = await openAdmin(browser, '/create-affiliate-product', { session: own });
    await expectHeading(page, 'Upload Product Image');
    await page.getByLabel('Product Image').setInputFiles({
      name: 'lamp.jpg',
      mimeType: 'image/jpeg',
      buffer: await imageFile('jpeg', { colour: '#f57f17' }),
    });
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await expectHeading(page, 'Create New Affiliate Product');

    await apiCall(own.token, 'POST', '/api/auth/admin/logout');
    await page.getByLabel('Product Name').fill('Clay Lamp');
    await page.getByLabel('Affiliate Link').fill('https://shop.example.com/clay-lamp');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expectHeading(page, 'Admin Login');
    expect(pathOf(page)).toBe('/admin/login');
    expect((await affiliateProducts()).map((p) => p.name)).not.toContain('Clay Lamp');
    await closePage(page);
  });

  test('step 2 without an uploaded image says so and leads back', async () => {
    const page = await openAdmin(browser, '/create-affiliate-product?step=details', { session });
    await expectHeading(page, 'Create New Affiliate Product');
    await expect
      .poll(() => page.getByRole('alert').allInnerTexts())
      .toEqual(['Missing upload information. Please try again.']);
    await page.getByRole('button', { name: 'Back to Affiliate Dashboard' }).click();
    await expectHeading(page, 'Active Affiliate Products');
    await closePage(page);
  });
});

describe('affiliate products', () => {
  test('edits a product, then deactivates it into the inactive list', async () => {
    const product = await createAffiliateProduct(
      'Brass Diya Set',
      'https://shop.example.com/brass-diya',
    );
    const page = await openAdmin(browser, '/admin/dashboard?view=affiliates', { session });
    await expectHeading(page, 'Active Affiliate Products');
    await expect.poll(() => cardNames(page)).toContain('Brass Diya Set');

    await page.getByRole('button', { name: 'Edit Brass Diya Set' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Affiliate Product' });
    expect(await edit.getByLabel('Product Name').inputValue()).toBe('Brass Diya Set');
    expect(await edit.getByLabel('Affiliate Link').inputValue()).toBe(
      'https://shop.example.com/brass-diya',
    );
    await edit.getByLabel('Product Name').fill('Brass Diya Set of 6');
    await edit.getByLabel('Affiliate Link').fill('https://shop.example.com/brass-diya-6');
    await expectNoAxeViolations(page, 'edit affiliate dialog');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => edit.count()).toBe(0);
    await expect.poll(() => cardNames(page)).toContain('Brass Diya Set of 6');
    expect(await cardNames(page)).not.toContain('Brass Diya Set');
    expect(
      await page.getByRole('link', { name: 'https://shop.example.com/brass-diya-6' }).count(),
    ).toBe(1);

    await page.getByRole('button', { name: 'Deactivate Brass Diya Set of 6' }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.innerText()).toContain(
      'Are you sure you want to deactivate this product? It will move to the inactive list.',
    );
    await expectNoAxeViolations(page, 'deactivate confirm dialog');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    await expect.poll(() => cardNames(page)).not.toContain('Brass Diya Set of 6');

    const all = await affiliateProducts();
    expect(all.find((p) => p._id === product._id)).toMatchObject({
      name: 'Brass Diya Set of 6',
      affiliateLink: 'https://shop.example.com/brass-diya-6',
      isActive: false,
    });
    const inactive = all.filter((p) => !p.isActive).length;
    await page.getByRole('button', { name: `View Inactive Products (${inactive})` }).click();
    await expectHeading(page, 'Inactive Affiliate Products');
    expect(pathOf(page)).toBe('/admin/dashboard?view=inactive-affiliates');
    await expect.poll(() => cardNames(page)).toContain('Brass Diya Set of 6');
    expect(await page.getByRole('button', { name: 'Edit Brass Diya Set of 6' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Deactivate/ }).count()).toBe(0);
    await expectNoAxeViolations(page, 'inactive affiliates 1280px');

    // Still inactive after a reload.
    await page.reload();
    await expectHeading(page, 'Inactive Affiliate Products');
    await expect.poll(() => cardNames(page)).toContain('Brass Diya Set of 6');
    await closePage(page);
  });

  test('the affiliate lists pass axe at 375 pixels', async () => {
    await createAffiliateProduct('Copper Water Bottle', 'https://shop.example.com/copper-bottle');
    const page = await openAdmin(browser, '/admin/dashboard?view=affiliates', {
      session,
      width: 375,
    });
    await expectHeading(page, 'Active Affiliate Products');
    await expect.poll(() => cardNames(page)).toContain('Copper Water Bottle');
    await expectNoAxeViolations(page, 'active affiliates 375px');
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: /^View Inactive Products/ }).click();
    await expectHeading(page, 'Inactive Affiliate Products');
    await expectNoAxeViolations(page, 'inactive affiliates 375px');
    await expectNoSidewaysScroll(page);
    await closePage(page);
  });
});
