// /sitemap.xml as a route, so the prerender writes it with the pages.
import { sitemapXml } from '../lib/sitemap';

// Prerendered at build time to dist/sitemap.xml.
export function loader() {
  return new Response(sitemapXml(), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
