import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasFormOrFilter, measureSite, siteJsMissed, type PageBundle } from './bundles.js';

const bundle = (page: string, kb: number): PageBundle => ({
  page,
  js: { files: 1, raw: kb * 4096, gzip: kb * 1024 },
  css: { files: 0, raw: 0, gzip: 0 },
});

describe('site JavaScript aims', () => {
  it('knows the pages with a form or filter in every language', () => {
    for (const page of ['/', '/contact', '/blog', '/deliver-with-us', '/te', '/hi/blog']) {
      expect(hasFormOrFilter(page), page).toBe(true);
    }
    for (const page of ['/faqs', '/blog/1', '/te/faqs', '/terms', '/404.html', '/tea']) {
      expect(hasFormOrFilter(page), page).toBe(false);
    }
  });

  it('lists a page over its aim: 20 KB without a form, 80 KB with one', () => {
    expect(siteJsMissed(bundle('/faqs', 20))).toBeNull();
    expect(siteJsMissed(bundle('/faqs', 21))).toBe(
      'Site /faqs: 21.0 KB of gzipped JavaScript, aim at most 20 KB',
    );
    expect(siteJsMissed(bundle('/contact', 80))).toBeNull();
    expect(siteJsMissed(bundle('/hi/contact', 81))).toMatch(/aim at most 80 KB/);
  });
});

describe('measureSite', () => {
  it("counts a page's scripts, modulepreloads and their static imports, not dynamic ones", () => {
    const dist = mkdtempSync(join(tmpdir(), 'bench-site-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'faqs'));
    const write = (file: string, text: string) => writeFileSync(join(dist, file), text);
    write('assets/nav.js', 'import{a}from"./shared.js";a();');
    write('assets/shared.js', 'export const a=()=>1;');
    write('assets/island.js', 'import"./react.js";import("./later.js");');
    write('assets/react.js', 'export default 1;');
    write('assets/later.js', 'x'.repeat(5000));
    write(
      'index.html',
      '<head><link rel="modulepreload" href="/assets/react.js"/><script type="module" src="/assets/nav.js"></script><script type="module" src="/assets/island.js"></script><script type="speculationrules">{}</script></head>',
    );
    write('faqs/index.html', '<head><script type="module" src="/assets/nav.js"></script></head>');
    const [home, faqs] = measureSite(dist);
    expect(home?.page).toBe('/');
    expect(home?.js.files).toBe(4);
    expect(faqs?.page).toBe('/faqs');
    expect(faqs?.js.files).toBe(2);
  });
});
