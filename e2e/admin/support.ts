// Shared helpers of the admin browser tests: the demo admin, API calls for setup and checks,
// real image files, and pages opened signed in or out.
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect, inject, vi } from 'vitest';
// sharp is a dependency of the API; the tests use it to make real image files.
import sharp from '../../apps/api/node_modules/sharp/dist/index.mjs';

// A browser step may wait on the API, a one- or two-second delay of the app, and a busy machine:
// expect.poll waits up to 10 s (not vitest's 1 s) for what should happen.
vi.setConfig({ expect: { poll: { timeout: 10_000, interval: 50 } } });

export const adminUrl = inject('adminUrl');
export const apiUrl = inject('apiUrl');
/** The demo seed's administrator. */
export const ADMIN = { email: 'admin@kirana.local', password: 'kirana-admin-demo' } as const;

export interface Admin {
  _id: string;
  email: string;
  name: string;
  role: string;
}

export interface ApiSession {
  token: string;
  /** The token's expiry, epoch milliseconds. */
  expiresAt: number;
  admin: Admin;
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Calls the API as the admin (or an owner) with this token; answers the JSON body, throws on a
 * non-2xx. `from` is the client address the API sees (its per-address limits), if not this host.
 */
export async function apiCall<T>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  from?: string,
): Promise<T> {
  const headers: Record<string, string> = from ? { 'x-forwarded-for': from } : {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${apiUrl}${path}`, { method, headers, body: payload });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** `apiCall` from one client address: a test's owner, kept apart from other tests' limits. */
export function callerFrom(address: string) {
  return <T>(token: string | null, method: string, path: string, body?: unknown) =>
    apiCall<T>(token, method, path, body, address);
}

/** Logs the demo admin (or another account) in through the API (a success is not an attempt). */
export async function apiLogin(
  rememberMe = false,
  account: { email: string; password: string } = ADMIN,
): Promise<ApiSession> {
  const { data } = await apiCall<{
    data: { accessToken: string; expiresAt: string; admin: Admin };
  }>(null, 'POST', '/api/auth/admin/login', { ...account, rememberMe });
  return { token: data.accessToken, expiresAt: Date.parse(data.expiresAt), admin: data.admin };
}

/** The status code the API answers for a signed-in call with this token. */
export async function profileStatus(token: string): Promise<number> {
  const res = await fetch(`${apiUrl}/api/admin/profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status;
}

/** A real image file: a gradient of two colours with a stripe, `width` by `height` pixels. */
export async function imageFile(
  format: 'png' | 'jpeg',
  { width = 320, height = 240, colour = '#2e7d32' } = {},
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="${colour}"/>
    <stop offset="1" stop-color="#fbc02d"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect y="${Math.round(height / 3)}" width="100%" height="${Math.round(height / 6)}" fill="#fff"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

/**
 * An affiliate product's image as the wizard sends it: an upload ticket, then the JPEG PUT to
 * the signed address. Answers the image address a product may be created with.
 */
export async function uploadedAffiliateImage(token: string, colour?: string): Promise<string> {
  const { data: ticket } = await apiCall<{ data: { uploadUrl: string; imageUrl: string } }>(
    token,
    'GET',
    '/api/affiliate/upload-url',
  );
  const put = await fetch(ticket.uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg' },
    body: new Uint8Array(await imageFile('jpeg', colour ? { colour } : {})),
  });
  expect(put.status).toBe(200);
  return ticket.imageUrl;
}

/** Width, height and format of an image, read by sharp. */
export async function imageInfo(bytes: Buffer) {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
}

/** A branch of the demo seed by its exact name. */
export async function branchNamed(token: string, name: string) {
  const { data } = await apiCall<{
    data: { branches: { _id: string; name: string; status: string }[] };
  }>(token, 'GET', `/api/admin/branches?q=${encodeURIComponent(name)}&limit=100`);
  const branch = data.branches.find((item) => item.name === name);
  if (!branch) throw new Error(`No branch named ${name}`);
  return branch;
}

/** A context whose localStorage holds this session for the admin app. */
export function signedIn(session: ApiSession): BrowserContextOptions['storageState'] {
  return {
    cookies: [],
    origins: [
      {
        origin: adminUrl,
        localStorage: [
          { name: 'accessToken', value: session.token },
          { name: 'tokenExpiry', value: String(session.expiresAt) },
          { name: 'adminData', value: JSON.stringify(session.admin) },
        ],
      },
    ],
  };
}

export interface OpenOptions {
  width?: number;
  /** Open signed in with this session (stored as the app stores it). */
  session?: ApiSession;
  storageState?: BrowserContextOptions['storageState'];
  /** A touch screen (no hover), like a phone. */
  touch?: boolean;
  /** Runs on the new page before it opens `path` (e.g. to add an init script). */
  before?: (page: Page) => Promise<void>;
}

const pageErrors = new WeakMap<Page, string[]>();

/** A new context and page at `path` of the admin app (reduced motion, so styles are settled). */
export async function openAdmin(browser: Browser, path: string, options: OpenOptions = {}) {
  const storageState =
    options.storageState ?? (options.session ? signedIn(options.session) : undefined);
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    reducedMotion: 'reduce',
    hasTouch: options.touch ?? false,
    ...(storageState ? { storageState } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
  await options.before?.(page);
  await page.goto(`${adminUrl}${path}`);
  return page;
}

/** Closes the page's context after checking that no script error happened on it. */
export async function closePage(page: Page): Promise<void> {
  expect(pageErrors.get(page) ?? []).toEqual([]);
  await page.context().close();
}

/** The page's one h1, once there is exactly one. */
export async function heading(page: Page): Promise<string> {
  const h1 = page.locator('h1');
  await expect.poll(() => h1.count()).toBe(1);
  return (await h1.innerText()).trim();
}

/** Waits for the h1 to read `text`. */
export async function expectHeading(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.locator('h1').allInnerTexts()).toEqual([text]);
}

/** The path and query of the page's URL. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** The admin session keys in the page's localStorage. */
export function storedSession(page: Page) {
  return page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    tokenExpiry: localStorage.getItem('tokenExpiry'),
    adminData: localStorage.getItem('adminData'),
  }));
}

/** True once every <img> matching `selector` has loaded a real image. */
export function imagesLoaded(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .evaluateAll(
      (images) =>
        images.length > 0 &&
        images.every((img) => img instanceof HTMLImageElement && img.naturalWidth > 0),
    );
}

/** The page fits its viewport's width: nothing makes the user scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(viewport);
}

/** The opacity of the box holding a card's action buttons (they appear on hover and focus). */
export function actionsOpacity(card: Locator): Promise<string> {
  return card
    .getByRole('button')
    .first()
    .evaluate((button) => getComputedStyle(button.parentElement ?? button).opacity);
}
