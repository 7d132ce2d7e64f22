// pnpm --filter @kirana/bench bundles: the site's bundle sizes and their aims alone, from the
// built apps/site/dist (seconds, no API, no Lighthouse), printed as the full report's table.
import { measureSite, siteDistExists, siteJsMissed } from './bundles.js';
import { siteBundleTable } from './report.js';

if (!siteDistExists()) throw new Error('No apps/site/dist: build the site first.');
const pages = measureSite();
console.log(siteBundleTable(pages));
const missed = pages.map(siteJsMissed).filter((line): line is string => line !== null);
console.log(
  `\nAims missed:${missed.length ? missed.map((line) => `\n- ${line}`).join('') : ' none.'}`,
);
