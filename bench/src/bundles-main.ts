// pnpm --filter @kirana/bench bundles: the site's bundle sizes and web fonts and their aims
// alone, from the built apps/site/dist (about a minute: no API, no Lighthouse; the fonts are
// measured in Chromium, see ./fonts.ts), printed as the full report's tables.
import { measureSite, sitePages, siteDistExists, siteJsMissed, SITE_DIST } from './bundles.js';
import { fontMissed, measureFonts } from './fonts.js';
import { siteBundleTable, siteFontsTable } from './report.js';

if (!siteDistExists()) throw new Error('No apps/site/dist: build the site first.');
const pages = measureSite();
console.log(siteBundleTable(pages));
const fonts = await measureFonts(
  SITE_DIST,
  sitePages().map(([page]) => page),
);
console.log(`\n${siteFontsTable(fonts)}`);
const missed = [...pages.map(siteJsMissed), ...fonts.map(fontMissed)].filter(
  (line): line is string => line !== null,
);
console.log(
  `\nAims missed:${missed.length ? missed.map((line) => `\n- ${line}`).join('') : ' none.'}`,
);
