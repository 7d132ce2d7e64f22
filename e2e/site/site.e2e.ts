// The public site as a visitor's browser sees it: the prerendered build (its forms and filters
// hydrated as islands, see islands.e2e.ts), against the real API (store finder, contact form),
// with axe on every route.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchForFile } from '../support/chromium';
import { watchedPage } from '../support/site-page';
import { hydrateIslands } from '../support/islands';
import { withoutPrerender } from '../support/prerender';
import { POLICY_PATHS } from '../../apps/site/app/testing/site-facts';
import { expectComingSoon } from '../support/store-finder';

const siteUrl = inject('siteUrl');
const apiUrl = inject('apiUrl');

// Every route of public-site.md section 2.
const ROUTES = [
  '/',
  '/about',
  '/how-it-works',
  '/faqs',
  '/contact',
  '/deliver-with-us',
  '/register-store',
  '/store-status',
  '/blog',
  '/blog/1',
  '/blog/2',
  '/blog/3',
  '/blog/4',
  '/blog/5',
  '/blog/6',
  ...POLICY_PATHS,
];

let browser: Browser;

launchForFile((launched) => (browser = launched));

async function open(path: string, width = 1280): Promise<Page> {
  const { page, pageErrors } = await watchedPage(browser, { width, height: 900 });
  await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
  await hydrateIslands(page);
  // No page error: the nav module ran, and React attached to any island without errors.
  expect(pageErrors).toEqual([]);
  return page;
}

describe('every route', () => {
  test.each(ROUTES)('%s shows one heading and passes axe', async (path) => {
    const page = await open(path);
    const headings = page.locator('h1');
    await expect.poll(() => headings.count()).toBe(1);
    expect((await headings.innerText()).trim()).not.toBe('');
    await expectNoAxeViolations(page, path);
    await page.context().close();
  });

  test('every route has its own title and canonical URL', async () => {
    const titles = new Set<string>();
    for (const path of ROUTES) {
      const html = await (await fetch(`${siteUrl}${path}`)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title ?? '');
      expect(html, path).toMatch(/<link rel="canonical" href="[^"]+"/);
      expect(html, path).toMatch(/<meta property="og:title"/);
    }
    expect(titles.size).toBe(ROUTES.length);
  });

  test('pages are readable with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/faqs`);
    await expect.poll(() => page.locator('h1').innerText()).not.toBe('');
    expect(await page.getByText('What is Kirana?').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('not-found page', () => {
  test.each(['/no-such-page', '/blog/99', '/admin-ish/deep/path'])('%s', async (path) => {
    const res = await fetch(`${siteUrl}${path}`);
    expect(res.status).toBe(404);
    const page = await open(path);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Oops! Page not found');
    await withoutPrerender(page);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${siteUrl}/`);
    await expectNoAxeViolations(page, path);
    await page.context().close();
  });
});

describe('navigation bar', () => {
  test('is transparent at the top and white with a shadow past 10 pixels', async () => {
    const page = await open('/');
    const header = page.locator('header').first();
    const style = () =>
      header.evaluate((el) => {
        const s = getComputedStyle(el);
        return { background: s.backgroundColor, shadow: s.boxShadow };
      });
    expect(await style()).toEqual({ background: 'rgba(0, 0, 0, 0)', shadow: 'none' });
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(400);
    expect((await style()).shadow).toBe('none');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(async () => (await style()).background).toBe('rgb(255, 255, 255)');
    await expect.poll(async () => (await style()).shadow).not.toBe('none');
    await page.context().close();
  });

  test('the small-screen menu opens, closes with its button, and closes when a link is chosen', async () => {
    const page = await open('/', 375);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'About Us',
    });
    await expect.poll(() => about.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => about.isVisible()).toBe(true);
    await toggle.click();
    await expect.poll(() => about.isVisible()).toBe(false);
    await toggle.click();
    await withoutPrerender(page);
    await about.click();
    await page.waitForURL(`${siteUrl}/about`);
    await expect.poll(() => about.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    await expectNoAxeViolations(page, 'menu closed');
    await page.context().close();
  });

  test('Download App jumps to the download section', async () => {
    const page = await open('/about');
    await withoutPrerender(page);
    await page.getByRole('link', { name: 'Download App' }).first().click();
    await page.waitForURL(`${siteUrl}/#download`);
    await expect.poll(() => page.locator('#download').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('FAQ page', () => {
  test('each question toggles its answer', async () => {
    const page = await open('/faqs');
    // Native disclosures: the question is the <summary> of its <details>.
    const item = page.locator('details', { hasText: 'What is Kirana?' }).first();
    const question = item.locator('summary');
    const answer = item.locator('summary + *');
    expect(await question.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(
      false,
    );
    await expect.poll(() => answer.isVisible()).toBe(false);
    await question.click();
    await expect.poll(() => answer.isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'faq open');
    await question.click();
    await expect.poll(() => answer.isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('blog list', () => {
  test('filters live by search text and category, and says when nothing matches', async () => {
    const page = await open('/blog');
    const cards = page.locator('a[href^="/blog/"]');
    const all = await cards.count();
    expect(all).toBeGreaterThanOrEqual(6);
    const category = page.getByLabel('Category');
    const options = await category.locator('option').allInnerTexts();
    expect(options).toEqual([
      'All Categories',
      'Digital Transformation',
      'Community',
      'Industry Trends',
      'Success Stories',
      'Business Strategy',
    ]);
    await category.selectOption({ label: 'Community' });
    await expect.poll(() => cards.count()).toBeLessThan(all);
    await category.selectOption({ label: 'All Categories' });
    await page.getByLabel('Search articles').fill('zzzz-nothing-matches');
    await expect.poll(() => page.getByText('No Results Found').isVisible()).toBe(true);
    expect(await cards.count()).toBe(0);
    await expectNoAxeViolations(page, 'blog no results');
    await page.context().close();
  });
});

describe('contact form', () => {
  test('shows each error next to its field, then sends and resets with the thank-you alert', async () => {
    const page = await open('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    const name = form.getByLabel('Name');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, 'contact errors');
    await name.fill('Lakshmi Rao');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Email').fill('lakshmi@example.com');
    await form.getByLabel('Subject').selectOption('Feedback');
    await form.getByLabel('Message').fill('The store finder found my local kirana. Thank you!');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() =>
        page.getByText('Thank you for your message. We will get back to you soon!').isVisible(),
      )
      .toBe(true);
    expect(await name.inputValue()).toBe('');
    expect(await form.getByLabel('Message').inputValue()).toBe('');
    await page.context().close();
  });
});

describe('store finder', () => {
  async function approvedStore(): Promise<{ name: string; pincode: string }> {
    const login = await fetch(`${apiUrl}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@kirana.local', password: 'kirana-admin-demo' }),
    });
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const res = await fetch(`${apiUrl}/api/admin/branches?status=approved`, {
      headers: { authorization: `Bearer ${data.accessToken}` },
    });
    const body = (await res.json()) as {
      data: { branches: { name: string; address: { pincode: string } }[] };
    };
    const store = body.data.branches[0];
    if (!store) throw new Error('the demo seed has no approved store');
    return { name: store.name, pincode: store.address.pincode };
  }

  test('a blank pincode does nothing; a served one lists its stores; another is coming soon', async () => {
    const store = await approvedStore();
    const page = await open('/');
    const finder = page.getByRole('search', { name: 'Stores' });
    const requests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/public/stores')) requests.push(req.url());
    });
    await finder.getByLabel('Pincode').fill('   ');
    await finder.getByRole('button', { name: 'Find Stores' }).click();
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);

    await finder.getByLabel('Pincode').fill(store.pincode);
    await finder.getByRole('button', { name: 'Find Stores' }).click();
    await expect.poll(() => page.getByText(store.name).first().isVisible()).toBe(true);
    expect(requests).toHaveLength(1);
    await expectNoAxeViolations(page, 'store results');

    await expectComingSoon(page, finder);
    await page.context().close();
  });
});

describe('as a static host serves it', () => {
  test('text files come compressed: Brotli where the browser takes it, else gzip, else as they are', async () => {
    const style = /href="(\/assets\/style-[\w-]+\.css)"/.exec(
      await (await fetch(`${siteUrl}/faqs`)).text(),
    )?.[1];
    for (const path of ['/te/faqs', style ?? '/assets/missing.css', '/sitemap.xml']) {
      const as = async (acceptEncoding: string) => {
        const res = await fetch(`${siteUrl}${path}`, {
          headers: { 'accept-encoding': acceptEncoding },
        });
        expect(res.status, path).toBe(200);
        expect(res.headers.get('vary'), path).toBe('Accept-Encoding');
        return { encoding: res.headers.get('content-encoding'), body: await res.text() };
      };
      const plain = await as('identity');
      expect(plain.encoding, path).toBeNull();
      // What Chromium sends, then a client without Brotli, then one that refuses it by q=0.
      expect(await as('gzip, deflate, br, zstd'), path).toEqual({ ...plain, encoding: 'br' });
      expect(await as('gzip, deflate'), path).toEqual({ ...plain, encoding: 'gzip' });
      expect(await as('br;q=0, gzip'), path).toEqual({ ...plain, encoding: 'gzip' });
    }
  });
});
