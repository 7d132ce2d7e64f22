import { siteUrl } from '../config';
import { INDEXABLE_PATHS, SITEMAP_PATH } from '../site-map';

/** sitemap.xml listing every indexable page. */
export function sitemapXml(): string {
  const urls = INDEXABLE_PATHS.map((path) => `  <url><loc>${siteUrl(path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; points at the sitemap. */
export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl(SITEMAP_PATH)}`, ''].join('\n');
}
