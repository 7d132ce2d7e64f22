// The public site's Content Security Policy. scripts/publish-dist.mjs writes it with the other
// security headers (../../scripts/security-headers.mjs) to dist/_headers.
//
// publish-dist moves every inline script of the prerender into a file under /assets. Two kinds
// stay inline, each allowed by its hash: each page's Speculation Rules (JSON, not run; with
// 'inline-speculation-rules', scripts/islands.mjs), on pages with an island the script that
// holds a submit until the island wakes (app/islands/hold-submits.mjs), and, on te/hi pages, the
// font loader that must run before the stylesheet (scripts/fonts.mjs). Inline style attributes in the
// prerendered HTML are allowed by their hashes only.
import { headersFile, imageSources, origin, policy } from '../../scripts/security-headers.mjs';
import { mapTilesSource, mapTilesUrl } from './app/map-tiles.mjs';

/**
 * @param {{ apiUrl: string, mediaUrl?: string, tilesUrl?: string, styleHashes?: string[], scriptHashes?: string[] }} options
 *   apiUrl: the API the site calls (store finder, contact form); mediaUrl: where images live
 *   when not on the API (S3_PUBLIC_URL or a CDN); styleHashes: 'sha256-...' of each style
 *   attribute of the prerendered HTML; tilesUrl: the registration map's tile template
 *   (VITE_MAP_TILES_URL, OpenStreetMap's when not given), whose origin img-src allows; scriptHashes: "'sha256-...'" of the inline Speculation
 *   Rules, submit holder and font loaders.
 */
export function contentSecurityPolicy(options) {
  const { apiUrl, tilesUrl, styleHashes = [], scriptHashes = [] } = options;
  const styles = styleHashes.length
    ? ["'self'", "'unsafe-hashes'", ...styleHashes.map((hash) => `'${hash}'`)]
    : ["'self'"];
  const scripts = scriptHashes.length ? ["'inline-speculation-rules'", ...scriptHashes] : [];
  return policy(
    [
      `style-src ${styles.join(' ')}`,
      // blob: the thumbnail of a document the owner just sent (the file on the phone); the
      // map's tiles on the shop step.
      `img-src ${imageSources(options, ['blob:', mapTilesSource(mapTilesUrl(tilesUrl))])}`,
      `connect-src 'self' ${origin(apiUrl)}`,
      // The contact page's map.
      'frame-src https://www.openstreetmap.org',
    ],
    { scriptSources: scripts },
  );
}

/** The site's dist/_headers file. The store registration's "Use my location" needs the
 * browser's location (asked only when pressed), so the site allows it for itself. */
export const siteHeadersFile = (options) =>
  headersFile(contentSecurityPolicy(options), { geolocation: true });
