import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './lib/sitemap';
import { POLICY_PATHS } from './testing/site-facts';
import { INDEXABLE_PATHS, PAGE_ROUTES, PRERENDER_PATHS, blogPostIdOf } from './site-map';

describe('the route list', () => {
  it('has every public route of the specification', () => {
    expect(PAGE_ROUTES.map((route) => route.path)).toEqual([
      '/',
      '/about',
      '/how-it-works',
      '/faqs',
      '/contact',
      '/deliver-with-us',
      '/register-store',
      '/store-status',
      '/blog',
      ...POLICY_PATHS,
    ]);
  });

  it('prerenders every page, the six articles, the not-found page and the two text files', () => {
    for (const route of PAGE_ROUTES) expect(PRERENDER_PATHS).toContain(route.path);
    for (const id of ['1', '2', '3', '4', '5', '6'])
      expect(PRERENDER_PATHS).toContain(`/blog/${id}`);
    expect(PRERENDER_PATHS).toContain('/404');
    for (const locale of ['te', 'hi']) {
      for (const route of PAGE_ROUTES) {
        expect(PRERENDER_PATHS).toContain(`/${locale}${route.path === '/' ? '' : route.path}`);
      }
      expect(PRERENDER_PATHS).toContain(`/${locale}/blog/6`);
      expect(PRERENDER_PATHS).toContain(`/${locale}/404`);
    }
    expect(PRERENDER_PATHS).toContain('/sitemap.xml');
    expect(PRERENDER_PATHS).toContain('/robots.txt');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every indexable page in each language with its absolute URL, and not the not-found page', () => {
    const xml = sitemapXml();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(INDEXABLE_PATHS.map((path) => `http://localhost:5173${path}`));
    // 21 pages (15 pages and 6 articles) in English, Telugu and Hindi.
    expect(locs).toHaveLength(21 * 3);
    expect(locs).toContain('http://localhost:5173/te/register-store');
    expect(locs).toContain('http://localhost:5173/hi/store-status');
    expect(locs).toContain('http://localhost:5173/te/');
    expect(locs).toContain('http://localhost:5173/hi/blog/3');
    expect(xml).not.toContain('/404');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('gives every URL its language alternates and x-default', () => {
    const entries = sitemapXml().split('<url>').slice(1);
    expect(entries).toHaveLength(63);
    const faqs = entries.find((entry) =>
      entry.includes('<loc>http://localhost:5173/te/faqs</loc>'),
    );
    for (const [lang, path] of [
      ['en', '/faqs'],
      ['te', '/te/faqs'],
      ['hi', '/hi/faqs'],
      ['x-default', '/faqs'],
    ]) {
      expect(faqs).toContain(
        `<xhtml:link rel="alternate" hreflang="${lang}" href="http://localhost:5173${path}"/>`,
      );
    }
    for (const entry of entries) expect(entry.match(/<xhtml:link /g)).toHaveLength(4);
  });

  it('allows crawling and points to the sitemap', () => {
    expect(robotsTxt()).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: http://localhost:5173/sitemap.xml\n',
    );
  });
});

describe('blogPostIdOf', () => {
  it('reads the id of an article path, with or without a trailing slash', () => {
    expect(blogPostIdOf('/blog/3')).toBe('3');
    expect(blogPostIdOf('/blog/3/')).toBe('3');
    expect(blogPostIdOf('/blog')).toBeUndefined();
    expect(blogPostIdOf('/blog/3/comments')).toBeUndefined();
    expect(blogPostIdOf('/te/blog/3')).toBe('3');
    expect(blogPostIdOf('/hi/blog/5/')).toBe('5');
  });
});
