// pnpm --filter @kirana/bench bundles: the site's bundle sizes and their aims alone, from the
// built apps/site/dist (seconds, no API, no Lighthouse), printed as the full report's table.
import { measureSite, siteDistExists, siteJsAimKb, siteJsMissed } from './bundles.js';

if (!siteDistExists()) throw new Error('No apps/site/dist: build the site first.');
const pages = measureSite();
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log('| page | JS files | JS gzip KB | CSS gzip KB | HTML gzip KB | JS aim |');
console.log('| --- | ---: | ---: | ---: | ---: | --- |');
for (const p of pages) {
  const aim = `≤ ${siteJsAimKb(p.page)} KB: ${siteJsMissed(p) ? 'missed' : 'met'}`;
  console.log(
    `| \`${p.page}\` | ${p.js.files} | ${kb(p.js.gzip)} | ${kb(p.css.gzip)} | ${p.html ? kb(p.html.gzip) : ''} | ${aim} |`,
  );
}
const missed = pages.map(siteJsMissed).filter((line): line is string => line !== null);
console.log(
  `\nAims missed:${missed.length ? missed.map((line) => `\n- ${line}`).join('') : ' none.'}`,
);
