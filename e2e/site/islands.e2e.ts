// "Only the script a page uses" (issue 17): content pages load the navigation bar's module and
// no framework; pages with a form or filter hydrate those parts alone (islands) with React.
// Checked in Chromium on the built site under its Content Security Policy.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchForFile } from '../support/chromium';
import { watchedPage } from '../support/site-page';
import { hydrateIslands } from '../support/islands';
import { withoutPrerender } from '../support/prerender';
import { expectComingSoon } from '../support/store-finder';

const siteUrl = inject('siteUrl');

/** The pages with a form or filter, and their islands. */
const ISLAND_PAGES: Record<string, string[]> = {
  '/': ['store-finder', 'contact-form'],
  '/contact': ['contact-form'],
  '/blog': ['blog-list'],
  '/deliver-with-us': ['partner-application'],
  '/register-store': ['register-store'],
  '/store-status': ['store-status'],
};
/** A file of React (react-dom) or of React Router's client, by its published name. */
const FRAMEWORK = /\/assets\/(react|framework|entry\.client|manifest|root|hydrate)-/;

interface Opened {
  page: Page;
  /** Every script file the page requested, by URL. */
  scripts: string[];
  /** Console errors and warnings, page errors and CSP violations. */
  problems: string[];
}

let browser: Browser;
launchForFile((launched) => (browser = launched));

async function open(path: string, width = 1280): Promise<Opened> {
  const watched = await watchedPage(browser, { width, height: 800 });
  const { page, problems } = watched;
  await page.exposeFunction('__reportViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation(text: string): void })
        .__reportViolation;
      report(`CSP ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
  await hydrateIslands(page);
  return watched;
}

const header = (page: Page) => page.locator('header[data-nav-header]');
const headerLook = (page: Page) =>
  header(page).evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, shadow: style.boxShadow };
  });

describe('content pages ship no framework', () => {
  test.each(['/faqs', '/blog/1', '/about', '/privacy-policy'])(
    '%s loads the navigation module and nothing of React',
    async (path) => {
      const { page, scripts, problems } = await open(path);
      expect(
        scripts.filter((url) => FRAMEWORK.test(url)),
        path,
      ).toEqual([]);
      const modules = await page.$$eval('script[type="module"]', (tags) =>
        tags.map((tag) => new URL((tag as HTMLScriptElement).src).pathname),
      );
      expect(modules).toEqual([expect.stringMatching(/^\/assets\/nav-[\w-]+\.js$/)]);
      expect(await page.locator('[data-island]').count()).toBe(0);
      expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  test('the navigation bar turns white with a shadow past 10 px and back at the top', async () => {
    const { page, problems } = await open('/faqs');
    expect(await headerLook(page)).toEqual({ background: 'rgba(0, 0, 0, 0)', shadow: 'none' });
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(300);
    expect(await header(page).getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(async () => (await headerLook(page)).background).toBe('rgb(255, 255, 255)');
    await expect.poll(async () => (await headerLook(page)).shadow).not.toBe('none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => headerLook(page))
      .toEqual({
        background: 'rgba(0, 0, 0, 0)',
        shadow: 'none',
      });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('at 375 px the menu opens and closes with its button and Escape, and closes on a link', async () => {
    const { page, problems } = await open('/blog/1', 375);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const faq = nav.getByRole('link', { name: 'FAQ' });
    expect(await faq.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => faq.isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'menu open');
    await toggle.click();
    await expect.poll(() => faq.isVisible()).toBe(false);
    await toggle.click();
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await withoutPrerender(page);
    await faq.click();
    await page.waitForURL(`${siteUrl}/faqs`);
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    await expect.poll(() => faq.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('FAQ answers open and close by click and by keyboard', async () => {
    const { page, problems } = await open('/faqs');
    const item = page.locator('details', { hasText: 'What is Kirana?' }).first();
    const summary = item.locator('summary');
    const answer = item.locator('summary + *');
    const isOpen = () => item.evaluate((el) => (el as HTMLDetailsElement).open);
    expect(await answer.isVisible()).toBe(false);
    await summary.click();
    await expect.poll(() => answer.isVisible()).toBe(true);
    await summary.click();
    await expect.poll(() => answer.isVisible()).toBe(false);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(isOpen).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(isOpen).toBe(false);
    await page.keyboard.press('Space');
    await expect.poll(() => answer.isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'faq open by keyboard');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('pages carry Speculation Rules that prerender same-site links on hover', async () => {
    const { page, problems } = await open('/about');
    const rules = await page
      .locator('script[type="speculationrules"]')
      .evaluate((el) => JSON.parse(el.textContent ?? '{}'));
    expect(rules.prerender).toEqual([{ where: { href_matches: '/*' }, eagerness: 'moderate' }]);
    expect(await page.evaluate(() => HTMLScriptElement.supports('speculationrules'))).toBe(true);
    // Hovering a link starts its prerender, within the policy.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).hover();
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('pages with a form or filter hydrate only those parts', () => {
  test.each(Object.entries(ISLAND_PAGES))(
    '%s loads React for its islands, without a hydration error',
    async (path, islands) => {
      const { page, scripts, problems } = await open(path);
      expect(
        scripts.some((url) => /\/assets\/react-/.test(url)),
        path,
      ).toBe(true);
      expect(
        scripts.filter((url) => /\/assets\/(framework|entry\.client|root)-/.test(url)),
      ).toEqual([]);
      const marked = await page.$$eval('[data-island]', (els) =>
        els.map((el) => el.getAttribute('data-island')),
      );
      expect(marked).toEqual(islands);
      expect(problems, path).toEqual([]);
      await page.context().close();
    },
  );

  test("an island's script loads only when the island nears the screen", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 700 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${siteUrl}/`, { waitUntil: 'networkidle' });
    // The contact form is screens below the fold: nothing of it has loaded.
    expect(scripts.filter((url) => /\/assets\/contact-form-/.test(url))).toEqual([]);
    const form = page.locator('[data-island="contact-form"]');
    expect(await form.getAttribute('data-hydrated')).toBeNull();
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => form.getAttribute('data-hydrated')).toBe('');
    expect(scripts.some((url) => /\/assets\/contact-form-/.test(url))).toBe(true);
    await context.close();
  });

  test('on /blog the filter works in the island and says No Results Found', async () => {
    const { page, problems } = await open('/blog');
    const cards = page.locator('[data-island="blog-list"] a[href^="/blog/"]');
    expect(await cards.count()).toBe(6);
    await page.getByLabel('Category').selectOption({ label: 'Community' });
    await expect.poll(() => cards.count()).toBeLessThan(6);
    await page.getByLabel('Search articles').fill('zzzz-nothing-matches');
    await expect.poll(() => page.getByText('No Results Found').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => cards.count()).toBe(6);
    await expectNoAxeViolations(page, 'blog filtered');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('on / the store finder and the contact form work as islands', async () => {
    const { page, problems } = await open('/');
    const finder = page.locator('[data-island="store-finder"]').getByRole('search', {
      name: 'Stores',
    });
    await expectComingSoon(page, finder);
    const form = page
      .locator('[data-island="contact-form"]')
      .getByRole('form', { name: 'Contact us' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => form.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    // The error is tied to its field by the id React gave it when hydrating.
    const describedBy = await form.getByLabel('Name').getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(await page.locator(`[id="${describedBy?.split(' ')[0]}"]`).count()).toBe(1);
    await expectNoAxeViolations(page, 'landing islands');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the published pages', () => {
  test('every page has no framework script unless it is one of the island pages', async () => {
    const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc ?? '').pathname,
    );
    expect(paths.length).toBeGreaterThan(15);
    for (const path of [...paths, '/no-such-page', '/te/no-such-page']) {
      const html = await (await fetch(`${siteUrl}${path}`)).text();
      const loaded = [
        ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g),
      ].map(([, src, preload]) => src ?? preload ?? '');
      const islands = [...html.matchAll(/data-island="([^"]+)"/g)].map(([, name]) => name);
      // The Telugu and Hindi copies of a page have its islands.
      const expected = ISLAND_PAGES[path.replace(/^\/(te|hi)(?=\/)/, '').replace(/^$/, '/')];
      if (expected) {
        expect(islands, path).toEqual(expected);
      } else {
        expect(islands, path).toEqual([]);
        expect(
          loaded.filter((url) => FRAMEWORK.test(url)),
          path,
        ).toEqual([]);
      }
      expect(html, path).not.toContain('__reactRouterContext');
      expect(html, path).toContain('<script type="speculationrules">');
    }
  });
});
