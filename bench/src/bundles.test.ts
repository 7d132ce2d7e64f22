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
  adminJsAim,
  adminJsMissed,
  type PageBundle,
} from './bundles.js';
import { fontMissed, type PageFonts } from './fonts.js';
import { siteAim, siteBundleTable, siteFontsTable } from './report.js';

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

  it('counts the module an inline script appends (the navigation module after the first paint)', () => {
    const html =
      '<head><script>(function startPage(doc,nav){})(document,"/assets/nav-1.js","lang")</script>' +
      '<link rel="stylesheet" href="/assets/style.css"/>' +
      '<script type="application/ld+json">{"logo":"/images/logo.js"}</script></head>';
    expect(htmlAssets(html)).toEqual({
      scripts: ['/assets/nav-1.js'],
      styles: ['/assets/style.css'],
    });
  });
});

describe('site JavaScript aims', () => {
  it('knows the pages with a form or filter in every language', () => {
    for (const page of [
      '/',
      '/contact',
      '/blog',
      '/deliver-with-us',
      '/register-store',
      '/te/store-status',
      '/hi/blog',
    ]) {
      expect(hasFormOrFilter(page), page).toBe(true);
    }
    for (const page of ['/faqs', '/blog/1', '/te/faqs', '/terms', '/404.html', '/tea']) {
      expect(hasFormOrFilter(page), page).toBe(false);
    }
  });

  it('lists a page over its aim: 20 KB without a form, 75 KB with one', () => {
    expect(siteJsMissed(bundle('/faqs', 20))).toBeNull();
    expect(siteJsMissed(bundle('/faqs', 21))).toBe(
      'Site /faqs: 21.0 KB of gzipped JavaScript, aim at most 20 KB',
    );
    expect(siteJsMissed(bundle('/contact', 74.9))).toBeNull();
    expect(siteJsMissed(bundle('/hi/contact', 75.2))).toMatch(/aim at most 75 KB/);
  });

  it("holds the admin's login to 100 KB and its dashboard to 130 KB; other screens have no aim", () => {
    expect(adminJsMissed(bundle('/admin/login', 100))).toBeNull();
    expect(adminJsMissed(bundle('/admin/login', 127.1))).toBe(
      'Admin /admin/login: 127.1 KB of gzipped JavaScript, aim at most 100 KB',
    );
    expect(adminJsAim(bundle('/admin/dashboard', 129))).toBe('≤ 130 KB: met');
    expect(adminJsAim(bundle('/admin/dashboard', 131))).toBe('≤ 130 KB: missed');
    expect(adminJsMissed(bundle('/admin/manage-branch', 190))).toBeNull();
    expect(adminJsAim(bundle('/admin/manage-branch', 190))).toBe('');
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

  it('counts each 404 page', () => {
    const dist = mkdtempSync(join(tmpdir(), 'bench-404-'));
    mkdirSync(join(dist, 'te'));
    const page = (lang: string) => `<html lang="${lang}"><head></head></html>`;
    writeFileSync(join(dist, 'index.html'), page('en'));
    writeFileSync(join(dist, 'te/index.html'), page('te'));
    writeFileSync(join(dist, '404.html'), page('en'));
    writeFileSync(join(dist, 'te/404.html'), page('te'));
    expect(measureSite(dist).map((p) => p.page)).toEqual(['/', '/te', '/404.html', '/te/404.html']);
  });
});

describe('font aims (issue 26)', () => {
  const fonts = (page: string, none: number, system: number | null): PageFonts => ({
    page,
    none: none * 1024,
    system: system === null ? null : system * 1024,
  });

  it('holds Telugu pages to 45 KB and Hindi pages to 60 KB without a system font', () => {
    expect(fontMissed(fonts('/te/faqs', 45, 0))).toBeNull();
    expect(fontMissed(fonts('/te/faqs', 45.5, 0))).toBe(
      'Site /te/faqs: 45.5 KB of font without a system font, aim at most 45 KB',
    );
    expect(fontMissed(fonts('/hi', 60, 0))).toBeNull();
    expect(fontMissed(fonts('/hi', 61, null))).toMatch(/aim at most 60 KB/);
    expect(fontMissed(fonts('/faqs', 3.8, 0))).toBeNull();
  });

  it('holds every page to 0 KB where the phone has the fonts', () => {
    expect(fontMissed(fonts('/about', 3.8, 1.5))).toBe(
      "Site /about: 1.5 KB of font with the phone's Noto fonts, aim 0",
    );
  });

  it('shows each language without and with the system fonts, in a column each', () => {
    const table = siteFontsTable([fonts('/faqs', 3.8, 0), fonts('/te/faqs', 46, 0)]);
    expect(table).toContain('| `/faqs` | 3.8 | 46.0 |  | 0.0 | 0.0 |  | missed (te) |');
  });
});

describe('Lighthouse aims (issues 17 and 26)', () => {
  const audited = (performance: number, lcp: number, cls: number, page = '/te/faqs') => ({
    page,
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcp,
    cls,
    tbt: 0,
    misses: [],
  });

  it('holds every page to performance 100, LCP 1.2 s (1.0 s in English) and no layout shift', () => {
    expect(siteAim(audited(100, 1200, 0))).toBe('met');
    expect(siteAim(audited(99, 1200, 0))).toBe('missed (performance)');
    expect(siteAim(audited(100, 1670, 0.01))).toBe('missed (LCP 1.67 s, CLS 0.010)');
    expect(siteAim(audited(100, 1000, 0, '/faqs'))).toBe('met');
    expect(siteAim(audited(100, 1100, 0, '/faqs'))).toBe('missed (LCP 1.10 s)');
  });
});
