// The prerendered sitemap.xml and robots.txt, from the one list of the site's pages.
import { siteUrl } from '../config';
import { DEFAULT_LOCALE, LOCALES, localePath } from '../i18n/locales';
import { ENGLISH_PAGE_PATHS, SITEMAP_PATH } from '../site-map';

/** The <xhtml:link> alternates of one page: each language and x-default (English). */
function alternates(englishPath: string): string[] {
  const link = (hreflang: string, path: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${siteUrl(path)}"/>`;
  return [
    ...LOCALES.map((locale) => link(locale, localePath(locale, englishPath))),
    link('x-default', localePath(DEFAULT_LOCALE, englishPath)),
  ];
}

/**
 * sitemap.xml listing every indexable page in every language (English first, then Telugu and
 * Hindi), each URL with its language alternates, as search engines read hreflang in sitemaps.
 */
export function sitemapXml(): string {
  const urls = LOCALES.flatMap((locale) =>
    ENGLISH_PAGE_PATHS.map((path) =>
      [
        '  <url>',
        `    <loc>${siteUrl(localePath(locale, path))}</loc>`,
        ...alternates(path),
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; points at the sitemap. */
export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl(SITEMAP_PATH)}`, ''].join('\n');
}
