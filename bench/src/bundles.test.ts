import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  byLocale,
  hasFormOrFilter,
  htmlAssets,
  measureSite,
  pageLocale,
  siteJsAimCell,
  siteJsMissed,
  type PageBundle,
} from './bundles.js';
import { siteAim, siteBundleTable } from './report.js';

const bundle = (page: string, kb: number): PageBundle => ({
  page,
  js: { files: 1, raw: kb * 4096, gzip: kb * 1024 },
  css: { files: 0, raw: 0, gzip: 0 },
});

describe('what a page loads', () => {
  it('counts the scripts and preloads in its HTML and the entries of its islands', () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/style.css"/>' +
      '<link rel="modulepreload" href="/assets/business.js"/>' +
      '<script type="module" src="/assets/nav.js"></script></head>' +
      '<body><div data-island="contact-form" data-island-src="/assets/contact-form.js"></div>' +
      '<noscript><script src="/assets/never.js"></script></noscript></body>';
    expect(htmlAssets(html)).toEqual({
      scripts: ['/assets/business.js', '/assets/nav.js', '/assets/contact-form.js'],
      styles: ['/assets/style.css'],
    });
  });
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

describe('languages', () => {
  it('groups each page with its Telugu and Hindi copies', () => {
    expect(pageLocale('/te')).toEqual({ locale: 'te', english: '/' });
    expect(pageLocale('/hi/blog/2')).toEqual({ locale: 'hi', english: '/blog/2' });
    expect(pageLocale('/tea')).toEqual({ locale: 'en', english: '/tea' });
    const rows = byLocale([bundle('/faqs', 1), bundle('/te/faqs', 2), bundle('/hi/faqs', 3)]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.page).toBe('/faqs');
    expect(rows[0]?.locales.te?.js.gzip).toBe(2048);
  });

  it('names the languages in which a page misses its aim, in a column per language', () => {
    const pages = [bundle('/faqs', 1), bundle('/te/faqs', 25), bundle('/hi/faqs', 3)];
    const [row] = byLocale(pages);
    expect(siteJsAimCell('/faqs', row?.locales ?? {})).toBe('≤ 20 KB: missed (te)');
    const table = siteBundleTable(pages);
    expect(table).toContain('| JS gzip KB en | JS gzip KB te | JS gzip KB hi |');
    expect(table).toContain('| `/faqs` | 1.0 | 25.0 | 3.0 |');
  });

  it("counts the woff2 fonts of the families a page's language uses, and each 404 page", () => {
    const dist = mkdtempSync(join(tmpdir(), 'bench-fonts-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'te'));
    writeFileSync(join(dist, 'assets/te.woff2'), 'x'.repeat(3000));
    writeFileSync(join(dist, 'assets/hi.woff2'), 'x'.repeat(5000));
    writeFileSync(
      join(dist, 'assets/site.css'),
      '@font-face{font-family:Noto Sans Telugu;src:local("x"),url(/assets/te.woff2)format("woff2")}' +
        '@font-face{font-family:"Noto Sans Devanagari";src:url(/assets/hi.woff2)}' +
        'html[lang=te] body{font-family:Noto Sans Telugu,var(--font-sans)}' +
        'html[lang=hi] body{font-family:"Noto Sans Devanagari",var(--font-sans)}',
    );
    const page = (lang: string) =>
      `<html lang="${lang}"><head><link rel="stylesheet" href="/assets/site.css"/></head></html>`;
    writeFileSync(join(dist, 'index.html'), page('en'));
    writeFileSync(join(dist, 'te/index.html'), page('te'));
    writeFileSync(join(dist, '404.html'), page('en'));
    writeFileSync(join(dist, 'te/404.html'), page('te'));
    const pages = measureSite(dist);
    expect(pages.map((p) => [p.page, p.fonts?.raw])).toEqual([
      ['/', 0],
      ['/te', 3000],
      ['/404.html', 0],
      ['/te/404.html', 3000],
    ]);
  });
});

describe('Lighthouse aims (issue 17)', () => {
  const audited = (performance: number, lcp: number, cls: number) => ({
    page: '/te/faqs',
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcp,
    cls,
    tbt: 0,
    misses: [],
  });

  it('holds every page to performance 100, LCP 1.5 s and no layout shift', () => {
    expect(siteAim(audited(100, 1500, 0))).toBe('met');
    expect(siteAim(audited(99, 1500, 0))).toBe('missed (performance)');
    expect(siteAim(audited(100, 1670, 0.01))).toBe('missed (LCP 1.67 s, CLS 0.010)');
  });
});
