// The gzipped JavaScript (and CSS) each route of the admin app loads, measured in Chromium over
// the built apps/admin/dist: every script the page fetches until the network is quiet (the entry,
// the sign-in screen or the app with its route modules, and whatever they import, statically or
// not), each counted once at gzip level 9 like the site's figures. Signed-in routes start with an
// Owner's session in localStorage; the API is not there (its calls are refused), so a screen
// shows its failure text, which loads no code of its own. The second step and the enrolment open
// with a challenge in the navigation state, as the login sends them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROLE_PERMISSIONS } from '@kirana/domain/team';
import { total, type PageBundle } from './bundles.js';
import { REPO_ROOT } from './paths.js';
import { closeServer, serveDir } from './static-server.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export const ADMIN_DIST = join(REPO_ROOT, 'apps/admin/dist');

const ID = '00000000-0000-4000-8000-000000000001';

export interface AdminRoute {
  /** The route as the table shows it (its pattern). */
  page: string;
  /** The URL opened. */
  url: string;
  signedIn: boolean;
  /** Navigation state of the first history entry (React Router's `usr`). */
  state?: unknown;
}

const challenge = (secondStep: 'code' | 'enrol') => ({
  secondStep: {
    secondStep,
    challengeToken: 'bench-challenge',
    expiresAt: '2099-01-01T00:00:00.000Z',
    rememberMe: false,
  },
});

/** Every route of the admin app (apps/admin/src/config/paths.ts), sign-in screens first. */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { page: '/admin/login', url: '/admin/login', signedIn: false },
  {
    page: '/admin/login/code',
    url: '/admin/login/code',
    signedIn: false,
    state: challenge('code'),
  },
  {
    page: '/admin/login/enrol',
    url: '/admin/login/enrol',
    signedIn: false,
    state: challenge('enrol'),
  },
  { page: '/admin/invite', url: '/admin/invite#bench-invite-token', signedIn: false },
  { page: '/admin/dashboard', url: '/admin/dashboard', signedIn: true },
  { page: '/admin/manage-branch', url: '/admin/manage-branch', signedIn: true },
  {
    page: '/admin/manage-branch/:branchId/inventory',
    url: `/admin/manage-branch/${ID}/inventory`,
    signedIn: true,
  },
  {
    page: '/admin/manage-branch/:branchId/inventory/:categoryId',
    url: `/admin/manage-branch/${ID}/inventory/${ID}`,
    signedIn: true,
  },
  {
    page: '/admin/manage-branch/:branchId/products',
    url: `/admin/manage-branch/${ID}/products`,
    signedIn: true,
  },
  { page: '/admin/inbox', url: '/admin/inbox', signedIn: true },
  { page: '/admin/inbox/canned-replies', url: '/admin/inbox/canned-replies', signedIn: true },
  { page: '/admin/inbox/:conversationId', url: `/admin/inbox/${ID}`, signedIn: true },
  { page: '/admin/requests', url: '/admin/requests', signedIn: true },
  { page: '/admin/requests/:requestId', url: `/admin/requests/${ID}`, signedIn: true },
  { page: '/admin/activity', url: '/admin/activity', signedIn: true },
  { page: '/admin/team', url: '/admin/team', signedIn: true },
  { page: '/admin/account', url: '/admin/account', signedIn: true },
  { page: '/admin/delivery-partners', url: '/admin/delivery-partners', signedIn: true },
  {
    page: '/admin/delivery-partners/:applicationId',
    url: `/admin/delivery-partners/${ID}`,
    signedIn: true,
  },
  { page: '/create-affiliate-product', url: '/create-affiliate-product', signedIn: true },
  { page: 'not found (/admin/no-such-page)', url: '/admin/no-such-page', signedIn: true },
];

/** An Owner's session, as the admin app keeps it (apps/admin/src/config/storage.ts). */
function sessionScript(): string {
  const admin = {
    _id: ID,
    email: 'bench@kirana.local',
    name: 'Bench Owner',
    role: 'Owner',
    permissions: [...ROLE_PERMISSIONS.Owner],
  };
  return `localStorage.setItem('accessToken', 'bench-token');
localStorage.setItem('tokenExpiry', String(Date.now() + 8 * 3600 * 1000));
localStorage.setItem('adminData', ${JSON.stringify(JSON.stringify(admin))});`;
}

const stateScript = (state: unknown) =>
  `if (!history.state) history.replaceState(${JSON.stringify({ usr: state, key: 'bench', idx: 0 })}, '');`;

export const adminDistExists = (dist = ADMIN_DIST) => existsSync(join(dist, 'index.html'));

/** What each admin route loads, in Chromium, one fresh context a route. */
export async function measureAdminRoutes(
  routes: readonly AdminRoute[] = ADMIN_ROUTES,
  dist = ADMIN_DIST,
): Promise<PageBundle[]> {
  if (!adminDistExists(dist)) throw new Error(`No ${dist}/index.html: build the admin app first.`);
  const server = await serveDir(dist, 'spa');
  const origin = new URL(server.url).origin;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const bundles: PageBundle[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      // Only the app's own files: the API (another origin) refuses.
      await context.route(
        (url) => url.origin !== origin,
        (request) => request.abort(),
      );
      if (route.signedIn) await context.addInitScript(sessionScript());
      if (route.state !== undefined) await context.addInitScript(stateScript(route.state));
      const tab = await context.newPage();
      const js = new Set<string>();
      const css = new Set<string>();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      tab.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin !== origin || !response.ok()) return;
        const file = join(dist, decodeURIComponent(url.pathname));
        if (url.pathname.endsWith('.js')) js.add(file);
        if (url.pathname.endsWith('.css')) css.add(file);
      });
      await tab.goto(`${origin}${route.url}`, { waitUntil: 'load' });
      await tab.waitForLoadState('networkidle');
      // A screen that failed would load less than it should: no figure rather than a wrong one.
      if (errors.length > 0) throw new Error(`${route.url} failed: ${errors.join('; ')}`);
      if ((await tab.locator('#root > *').count()) === 0)
        throw new Error(`${route.url} shows nothing.`);
      bundles.push({ page: route.page, js: total(js), css: total(css) });
      await context.close();
    }
  } finally {
    await browser.close();
    await closeServer(server);
  }
  return bundles;
}

/** Every route of the admin app, measured in Chromium over apps/admin/dist. */
export const measureAdmin = (): Promise<PageBundle[]> => measureAdminRoutes();
