// Admin login, the session it stores, the guards, expiry, revocation and logout, and the
// dashboard the session opens; against the real API.
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchForFile } from '../support/chromium';
import {
  ADMIN,
  DAY_MS,
  HOUR_MS,
  apiCall,
  apiUrl,
  apiLogin,
  closePage,
  expectHeading,
  expectNoSidewaysScroll,
  openAdmin,
  pathOf,
  profileStatus,
  signedIn,
  storedSession,
  type ApiSession,
} from './support';

let browser: Browser;

launchForFile((launched) => (browser = launched));

async function logIn(page: Page, password: string, rememberMe: boolean) {
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel('Remember me for 30 days').check();
  await page.getByRole('button', { name: 'Log in' }).click();
}

const EMPTY = { accessToken: null, tokenExpiry: null, adminData: null };

describe('login', () => {
  test('the login page passes axe at 1280 and 375 pixels, and the password can be shown', async () => {
    for (const width of [1280, 375]) {
      const page = await openAdmin(browser, '/admin/login', { width });
      await expectHeading(page, 'Admin Login');
      const password = page.getByLabel('Password', { exact: true });
      await password.fill('secret');
      expect(await password.getAttribute('type')).toBe('password');
      await page.getByRole('button', { name: 'Show password' }).click();
      expect(await password.getAttribute('type')).toBe('text');
      await expectNoAxeViolations(page, `login ${width}px`);
      await expectNoSidewaysScroll(page);
      await closePage(page);
    }
  });

  test('a wrong password shows the server message and stores nothing', async () => {
    const page = await openAdmin(browser, '/admin/login');
    await logIn(page, 'not-the-password', false);
    await expect
      .poll(() => page.getByRole('alert').allInnerTexts())
      .toEqual(['Invalid email or password.']);
    expect(pathOf(page)).toBe('/admin/login');
    expect(await storedSession(page)).toEqual(EMPTY);
    await expectNoAxeViolations(page, 'login error');
    await closePage(page);
  });

  test.each([
    { rememberMe: false, lifetime: 8 * HOUR_MS },
    { rememberMe: true, lifetime: 30 * DAY_MS },
  ])(
    'with remember-me $rememberMe the stored session lasts $lifetime ms',
    async ({ rememberMe, lifetime }) => {
      const page = await openAdmin(browser, '/admin/login');
      const before = Date.now();
      await logIn(page, ADMIN.password, rememberMe);
      await expect.poll(() => pathOf(page)).toBe('/admin/dashboard');
      await expectHeading(page, 'Dashboard');
      const stored = await storedSession(page);
      expect(stored.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      const expiry = Number(stored.tokenExpiry);
      expect(expiry).toBeGreaterThanOrEqual(before + lifetime - 60_000);
      expect(expiry).toBeLessThanOrEqual(Date.now() + lifetime + 60_000);
      expect(JSON.parse(stored.adminData ?? 'null')).toMatchObject({
        email: ADMIN.email,
        name: 'Platform Admin',
        role: 'Owner',
      });
      // The token works against the API.
      expect(await profileStatus(stored.accessToken ?? '')).toBe(200);
      await closePage(page);
    },
  );

  test('a stored valid session skips the login page', async () => {
    const page = await openAdmin(browser, '/admin/login', { session: await apiLogin() });
    await expectHeading(page, 'Dashboard');
    expect(pathOf(page)).toBe('/admin/dashboard');
    await closePage(page);
  });
});

describe('guard', () => {
  test('without a token every signed-in route goes to the login page', async () => {
    const page = await openAdmin(browser, '/admin/dashboard');
    for (const path of [
      '/admin/dashboard',
      '/create-affiliate-product',
      '/admin',
      '/admin/manage-branch',
      '/admin/dashboard?view=affiliates',
    ]) {
      await page.goto(new URL(path, page.url()).href);
      await expectHeading(page, 'Admin Login');
      expect(pathOf(page), path).toBe('/admin/login');
    }
    await closePage(page);
  });

  test('an expired token is cleared and sends the user to login', async () => {
    const session = await apiLogin();
    const page = await openAdmin(browser, '/admin/dashboard', {
      session: { ...session, expiresAt: Date.now() - 60_000 },
    });
    await expectHeading(page, 'Admin Login');
    expect(pathOf(page)).toBe('/admin/login');
    expect(await storedSession(page)).toEqual(EMPTY);
    await closePage(page);
  });

  test('a token that expires while the app is open ends the session then', async () => {
    const session = await apiLogin();
    // Long enough for the dashboard to show on a busy machine before the token runs out.
    const page = await openAdmin(browser, '/admin/dashboard', {
      session: { ...session, expiresAt: Date.now() + 10_000 },
    });
    await expectHeading(page, 'Dashboard');
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/admin/login');
    await expectHeading(page, 'Admin Login');
    expect(await storedSession(page)).toEqual(EMPTY);
    await closePage(page);
  });

  test('a token revoked elsewhere sends the user to login at the next call', async () => {
    const session = await apiLogin();
    const page = await openAdmin(browser, '/admin/dashboard', { session });
    await expectHeading(page, 'Dashboard');

    // Another browser logs the same token out.
    const other = await browser.newContext({ storageState: signedIn(session) });
    const otherPage = await other.newPage();
    const logout = await otherPage.request.post(`${apiUrl}/api/auth/admin/logout`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(logout.status()).toBe(200);
    await other.close();
    expect(await profileStatus(session.token)).toBe(401);

    // The next call answers 401: the session ends and the login page shows.
    await page.getByRole('button', { name: 'Manage Affiliate Products' }).click();
    await expect.poll(() => pathOf(page)).toBe('/admin/login');
    await expectHeading(page, 'Admin Login');
    expect(await storedSession(page)).toEqual(EMPTY);
    await closePage(page);
  });
});

describe('dashboard', () => {
  let session: ApiSession;
  beforeAll(async () => {
    session = await apiLogin();
  });

  test("shows the admin's profile and the API's real counts", async () => {
    const stat = (path: string) => apiCall<number>(session.token, 'GET', `/api/stats/${path}`);
    const [delivered, customers, branches] = await Promise.all([
      stat('orders/delivered'),
      stat('customers'),
      stat('branches'),
    ]);
    // The demo seed has delivered orders, active customers and approved stores.
    expect(delivered).toBeGreaterThan(0);
    expect(customers).toBeGreaterThan(0);
    expect(branches).toBeGreaterThanOrEqual(9);

    const page = await openAdmin(browser, '/admin/dashboard', { session });
    await expectHeading(page, 'Dashboard');
    const profile = page.getByRole('region', { name: 'Admin Profile' });
    await expect
      .poll(() => profile.locator('dd').allInnerTexts())
      .toEqual(['Platform Admin', ADMIN.email, 'Owner']);
    const stats = page.getByRole('region', { name: 'Quick Stats' });
    await expect
      .poll(() => stats.locator('dd').allInnerTexts())
      .toEqual([delivered, customers, branches].map((n) => n.toLocaleString('en-IN')));
    expect(await stats.locator('dt').allInnerTexts()).toEqual([
      'Delivered orders',
      'Active customers',
      'Active branches',
    ]);
    await expectNoAxeViolations(page, 'dashboard 1280px');
    await closePage(page);
  });

  test('passes axe at 375 pixels', async () => {
    const page = await openAdmin(browser, '/admin/dashboard', { session, width: 375 });
    await expectHeading(page, 'Dashboard');
    await expect
      .poll(() => page.getByRole('region', { name: 'Quick Stats' }).locator('dd').allInnerTexts())
      .not.toContain('…');
    await expectNoAxeViolations(page, 'dashboard 375px');
    await expectNoSidewaysScroll(page);
    await closePage(page);
  });
});

describe('logout', () => {
  test('logging out in one tab ends the session in the other', async () => {
    const first = await openAdmin(browser, '/admin/manage-branch', { session: await apiLogin() });
    await expectHeading(first, 'Stores');
    const second = await first.context().newPage();
    await second.goto(first.url().replace('/admin/manage-branch', '/admin/dashboard'));
    await expectHeading(second, 'Dashboard');

    await second.getByRole('button', { name: 'Logout' }).click();
    await expectHeading(second, 'Admin Login');
    await expect.poll(() => pathOf(first)).toBe('/admin/login');
    await expectHeading(first, 'Admin Login');
    await closePage(first);
  });

  test('clears the session, shows the login page and revokes the token', async () => {
    const page = await openAdmin(browser, '/admin/login');
    await logIn(page, ADMIN.password, false);
    await expectHeading(page, 'Dashboard');
    const { accessToken } = await storedSession(page);
    expect(accessToken).not.toBeNull();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => pathOf(page)).toBe('/admin/login');
    await expectHeading(page, 'Admin Login');
    expect(await storedSession(page)).toEqual(EMPTY);
    expect(await profileStatus(accessToken ?? '')).toBe(401);

    // Back does not reopen the dashboard.
    await page.goto(`${new URL(page.url()).origin}/admin/dashboard`);
    await expectHeading(page, 'Admin Login');
    await closePage(page);
  });
});
