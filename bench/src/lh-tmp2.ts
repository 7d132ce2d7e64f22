import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fontconfigFile } from './fonts.js';
import { REPO_ROOT } from './paths.js';
const { serveStatic } = await import(pathToFileURL(join(REPO_ROOT, 'scripts/serve-static.mjs')).href);
const { server, url } = await serveStatic({ dir: join(REPO_ROOT, 'apps/site/dist'), mode: 'site', port: 0 });
const fc = fontconfigFile('none');
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'], envVars: { ...process.env, FONTCONFIG_FILE: fc! } });
for (const page of process.argv.slice(2)) {
  const r = await lighthouse(`${url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  console.log(page, 'LCP', a['largest-contentful-paint'].numericValue, 'FCP', a['first-contentful-paint'].numericValue);
  console.log(JSON.stringify(a['largest-contentful-paint-element']?.details).slice(0, 600));
  const reqs = (a['network-requests'].details as any).items.map((i: any) => `${i.url.replace(url,'')} ${i.resourceType} ${Math.round(i.transferSize)}B start ${Math.round(i.networkRequestTime)} end ${Math.round(i.networkEndTime)} prio ${i.priority}`);
  console.log(reqs.join('\n'));
}
chrome.kill(); server.close();
