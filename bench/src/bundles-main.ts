// pnpm --filter @kirana/bench bundles: the site's and the admin's bundle sizes and the site's
// web fonts, with their aims, alone, from the built apps/site/dist and apps/admin/dist (about a
// minute: no API, no Lighthouse; the fonts and the admin's routes are measured in Chromium, see
// ./fonts.ts and ./admin-routes.ts), printed
// as the full report's tables.
import {
  adminJsMissed,
  measureSite,
  sitePages,
  siteDistExists,
  siteJsMissed,
  SITE_DIST,
} from './bundles.js';
import { measureAdmin } from './admin-routes.js';
import { fontMissed, measureFonts } from './fonts.js';
import { adminBundleTable, siteBundleTable, siteFontsTable } from './report.js';
import { aimsMissedLine } from './aims.js';

if (!siteDistExists()) throw new Error('No apps/site/dist: build the site first.');
const pages = measureSite();
console.log(siteBundleTable(pages));
const fonts = await measureFonts(
  SITE_DIST,
  sitePages().map(([page]) => page),
);
console.log(`\n${siteFontsTable(fonts)}`);
const admin = await measureAdmin();
console.log(`\n${adminBundleTable(admin)}`);
const missed = [
  ...pages.map(siteJsMissed),
  ...admin.map(adminJsMissed),
  ...fonts.map(fontMissed),
].filter((line): line is string => line !== null);
console.log(`\n${aimsMissedLine(missed)}`);
