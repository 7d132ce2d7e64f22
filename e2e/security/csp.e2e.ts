// The built site and admin app, served with the Content Security Policy of their dist/_headers
// (as scripts/serve-static.mjs and any static host serve it): every site route and the main admin
// screens run with no policy violation and no CSP error in the console, and their HTML has no
// inline script for the policy to block but every page's start script (a returning visitor's
// language, the navigation module after the first paint), the te/hi pages' font loader and, on
// pages with an island, the script that holds a submit until the island wakes, each allowed by
// its hash.
import { createHash } from 'node:crypto';
import { HOLD_SUBMITS_SCRIPT } from '../../apps/site/app/islands/hold-submits.mjs';
import { startPage } from '../../apps/site/app/components/nav-bar/page-start.mjs';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { launchForFile } from '../support/chromium';
import { apiCall, apiLogin, signedIn, type ApiSession } from '../admin/support';
import { directives, inlineScripts, openWatched, type Watched } from './support';
import { hydrateIslands } from '../support/islands';
import { sendContactMessage } from '../support/contact-form';

const siteUrl = inject('siteUrl');
const adminUrl = inject('adminUrl');
const apiUrl = inject('apiUrl');

let browser: Browser;
let session: ApiSession;

launchForFile((launched, login) => ([browser, session] = [launched, login]), apiLogin);

/** Every page of the site, from its own sitemap, and a path that is not one (the 404 page). */
async function siteRoutes(): Promise<string[]> {
  const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc = '']) => new URL(loc).pathname,
  );
  return [...paths, '/no-such-page'];
}

const SITE_ROUTES = await siteRoutes();

async function expectClean(watched: Watched, label: string) {
  expect(await watched.violations(), `${label}: CSP violations`).toEqual([]);
  expect(watched.consoleCsp, `${label}: CSP console errors`).toEqual([]);
  expect(watched.pageErrors, `${label}: page errors`).toEqual([]);
}

/**
 * script-src is 'self', and on the site also the inline Speculation Rules (JSON the browser
 * reads, never runs): 'inline-speculation-rules' and their sha256 hash, the hash of every page's
 * start script, that of the script that holds early submits on island pages and those of the
 * te/hi pages' font loaders (one per language; issue 26). Nothing else.
 */
function expectStrictPolicy(policy: string | null, label: string, speculationRules = false) {
  expect(policy, `${label}: no Content-Security-Policy header`).toBeTruthy();
  const parsed = directives(policy ?? '');
  const scripts = parsed.get('script-src') ?? [];
  if (speculationRules) {
    expect(scripts.slice(0, 2), label).toEqual(["'self'", "'inline-speculation-rules'"]);
    expect(scripts.slice(2), label).toEqual(
      Array(5).fill(expect.stringMatching(/^'sha256-[\w+/=]+'$/)),
    );
  } else {
    expect(scripts, label).toEqual(["'self'"]);
  }
  expect(parsed.get('default-src'), label).toEqual(["'self'"]);
  expect(parsed.get('object-src'), label).toEqual(["'none'"]);
  expect(parsed.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(parsed.get('base-uri'), label).toEqual(["'self'"]);
  expect(parsed.get('connect-src'), label).toContain(new URL(apiUrl).origin);
  expect(parsed.get('style-src') ?? [], label).not.toContain("'unsafe-inline'");
}

describe('the site under its Content Security Policy', () => {
  test('every route: the policy is served, the HTML has no inline script but the start script, the font loader and the submit holder', async () => {
    expect(SITE_ROUTES.length).toBeGreaterThan(15);
    for (const path of SITE_ROUTES) {
      const res = await fetch(`${siteUrl}${path}`);
      const policy = res.headers.get('content-security-policy');
      expectStrictPolicy(policy, path, true);
      expect(directives(policy ?? '').get('frame-src')).toEqual(['https://www.openstreetmap.org']);
      const html = await res.text();
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        ([, body = '']) => body,
      );
      const hashOf = (script: string) =>
        `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      // Every page: the start script, the page-start.mjs function run with the nav module's
      // address.
      const start = inline.filter((body) => body.startsWith(`(function ${startPage.name}(`));
      expect(start, path).toHaveLength(1);
      expect(start[0], path).toMatch(/\(document,"\/assets\/nav-[\w-]+\.js","lang"\)$/);
      // Pages with an island: the script that holds a submit until the island wakes.
      const held = html.includes(' data-island="') ? [HOLD_SUBMITS_SCRIPT] : [];
      // te and hi pages: one script that only creates their font faces.
      const fonts = inline.filter((body) => body !== HOLD_SUBMITS_SCRIPT && body !== start[0]);
      expect(
        inline.filter((body) => body === HOLD_SUBMITS_SCRIPT),
        path,
      ).toEqual(held);
      if (/^\/(te|hi)(\/|$)/.test(path)) {
        expect(fonts, path).toHaveLength(1);
        expect(fonts[0], path).toMatch(/^\(function\(\)\{var s=document\.fonts;.*new FontFace\(/);
      } else {
        expect(fonts, path).toEqual([]);
      }
      for (const script of inline) {
        expect(directives(policy ?? '').get('script-src'), path).toContain(hashOf(script));
      }
      expect(inlineScripts(html).length, path).toBe(inline.length);
      expect(html, path).not.toMatch(/<style\b/i);
    }
  });

  test.each(SITE_ROUTES)('%s runs without a violation', async (path) => {
    // The site loads nothing from the API on its own: 'load' has every file in.
    const watched = await openWatched(browser, `${siteUrl}${path}`, undefined, 'load');
    // The page's own script ran: the navigation bar's module (every page loads it).
    await expect
      .poll(() =>
        watched.page.evaluate(() =>
          performance.getEntriesByType('resource').some((r) => /\/assets\/nav-/.test(r.name)),
        ),
      )
      .toBe(true);
    expect(await watched.page.locator('script[type="speculationrules"]').count(), path).toBe(1);
    await watched.page.mouse.wheel(0, 2000);
    await expectClean(watched, path);
    await watched.close();
  });

  test('what runs after loading: FAQ, menu, a page load, the contact form and store finder islands', async () => {
    const { data } = await apiCall<{ data: { branches: { address: { pincode: string } }[] } }>(
      session.token,
      'GET',
      '/api/admin/branches?status=approved&limit=1',
    );
    const pincode = data.branches[0]?.address.pincode ?? '500001';
    const watched = await openWatched(browser, `${siteUrl}/faqs`);
    const { page } = watched;
    const item = page.locator('details', { hasText: 'What is Kirana?' }).first();
    await item.locator('summary').click();
    await expect.poll(() => item.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Contact/ })
      .click();
    await page.waitForURL(/\/contact$/);
    await hydrateIslands(page);
    await sendContactMessage(page, {
      name: 'Padma',
      email: 'padma@example.in',
      subject: 'Feedback',
      message: 'Checking the site under its security policy.',
    });

    await page.goto(`${siteUrl}/`, { waitUntil: 'networkidle' });
    await hydrateIslands(page);
    const finder = page.getByRole('search', { name: 'Stores' });
    await finder.getByLabel('Pincode').fill(pincode);
    await finder.getByRole('button', { name: 'Find Stores' }).click();
    await expect.poll(() => page.getByText(`serving ${pincode}`).count()).toBeGreaterThan(0);
    await expectClean(watched, 'interactions');
    await watched.close();
  });
});

describe('the admin app under its Content Security Policy', () => {
  test('index.html: the policy is served, no inline script, on every path (SPA fallback)', async () => {
    // Only the dialogs' scroll-lock <style> element may be inline (see apps/admin/csp.mjs).
    const policy = (await fetch(adminUrl)).headers.get('content-security-policy') ?? '';
    expect(directives(policy).get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);
    for (const path of ['/', '/admin/login', '/admin/manage-branch/x/inventory']) {
      const res = await fetch(`${adminUrl}${path}`);
      expectStrictPolicy(res.headers.get('content-security-policy'), path);
      const html = await res.text();
      expect(inlineScripts(html), path).toEqual([]);
      expect(html, path).not.toMatch(/<style\b/i);
    }
  });

  let branchId = '';
  let categoryId = '';
  beforeAll(async () => {
    const { data } = await apiCall<{ data: { branches: { _id: string }[] } }>(
      session.token,
      'GET',
      '/api/admin/branches?status=approved&limit=100',
    );
    for (const branch of data.branches) {
      const categories = await apiCall<{ data: { categories: { _id: string }[] } }>(
        session.token,
        'GET',
        `/api/branch/${branch._id}/categories`,
      );
      const first = categories.data.categories[0];
      if (first) {
        branchId = branch._id;
        categoryId = first._id;
        break;
      }
    }
    if (!categoryId) throw new Error('no demo branch with categories');
  });

  test('the login screen runs without a violation', async () => {
    const login = await openWatched(browser, `${adminUrl}/admin/login`);
    await expect.poll(() => login.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expectClean(login, '/admin/login');
    await login.close();
  });

  const screens: [string, () => string][] = [
    ['dashboard', () => '/admin/dashboard'],
    ['affiliate products', () => '/admin/dashboard?view=affiliates'],
    ['inactive affiliate products', () => '/admin/dashboard?view=inactive-affiliates'],
    ['branch list', () => '/admin/manage-branch'],
    ['branch', () => `/admin/manage-branch?branchId=${branchId}`],
    ['inventory', () => `/admin/manage-branch/${branchId}/inventory`],
    ['custom categories', () => `/admin/manage-branch/${branchId}/inventory?tab=custom`],
    ['products', () => `/admin/manage-branch/${branchId}/inventory/${categoryId}`],
    ['affiliate wizard', () => '/create-affiliate-product'],
  ];

  test.each(screens)('%s runs without a violation', async (_, path) => {
    const watched = await openWatched(browser, `${adminUrl}${path()}`, signedIn(session));
    await expect.poll(() => watched.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    // Images (from the API's /media) load under img-src.
    await watched.page.waitForLoadState('networkidle');
    await expectClean(watched, path());
    await watched.close();
  });

  test('dialogs (focus trap, scroll lock) run without a violation', async () => {
    const inventory = await openWatched(
      browser,
      `${adminUrl}/admin/manage-branch/${branchId}/inventory`,
      signedIn(session),
    );
    const { page } = inventory;
    await page.getByRole('button', { name: 'Import Default Categories' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('tab', { name: /Custom/ }).click();
    await page.getByRole('button', { name: 'Create Custom Category' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expectClean(inventory, 'inventory dialogs');
    await inventory.close();
  });
});
