// /robots.txt as a route, so the prerender writes it with the pages.
import { robotsTxt } from '../lib/sitemap';

// Prerendered at build time to dist/robots.txt.
export function loader() {
  return new Response(robotsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
