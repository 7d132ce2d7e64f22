import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES } from './admin-routes.js';
import { ADMIN_JS_AIM_KB } from './bundles.js';
import { REPO_ROOT } from './paths.js';

/** The route patterns of the admin app's route table (apps/admin/src/config/paths.ts). */
function appRoutes(): string[] {
  const source = readFileSync(join(REPO_ROOT, 'apps/admin/src/config/paths.ts'), 'utf8');
  const table = /export const routes = \{([\s\S]*?)\} as const;/.exec(source)?.[1] ?? '';
  return [...table.matchAll(/^\s*\w+: '([^']+)',$/gm)].map((match) => match[1] ?? '');
}

describe("the admin's routes in the bench (issue 43)", () => {
  it('lists every route of the app except the two that only redirect', () => {
    const measured = ADMIN_ROUTES.map((route) => route.page);
    const patterns = appRoutes();
    expect(patterns).toContain('/admin/login');
    for (const pattern of patterns.filter((path) => path !== '/' && path !== '/admin')) {
      expect(measured, pattern).toContain(pattern);
    }
  });

  it('opens each route at a URL its pattern matches, signed in past the sign-in screens', () => {
    for (const route of ADMIN_ROUTES.filter((r) => !r.page.startsWith('not found'))) {
      const pattern = new RegExp(`^${route.page.replace(/:[A-Za-z]+/g, '[^/]+')}(#.*)?$`);
      expect(route.url, route.page).toMatch(pattern);
      expect(route.signedIn, route.page).toBe(
        !route.page.startsWith('/admin/login') && route.page !== '/admin/invite',
      );
    }
  });

  it('holds the login and the dashboard to their aims', () => {
    expect(ADMIN_JS_AIM_KB).toEqual({ '/admin/login': 100, '/admin/dashboard': 130 });
  });
});
