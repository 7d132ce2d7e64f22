// The public site's HTTP headers, in one place: its Content Security Policy and the other
// security headers. scripts/publish-dist.mjs writes them to dist/_headers (the format of
// Netlify and Cloudflare Pages, also read by scripts/serve-static.mjs); docs/deploy.md says how
// to serve them elsewhere.
//
// No inline script runs: publish-dist moves every inline script into a file under /assets.
// Inline style attributes in the prerendered HTML are allowed by their hashes only.

const origin = (url) => new URL(url).origin;

/**
 * @param {{ apiUrl: string, mediaUrl?: string, styleHashes?: string[] }} options
 *   apiUrl: the API the site calls (store finder, contact form); mediaUrl: where images live
 *   when not on the API (S3_PUBLIC_URL or a CDN); styleHashes: 'sha256-...' of each style
 *   attribute of the prerendered HTML.
 */
export function contentSecurityPolicy({ apiUrl, mediaUrl, styleHashes = [] }) {
  const api = origin(apiUrl);
  const media = mediaUrl ? origin(mediaUrl) : api;
  const images = [...new Set(["'self'", 'data:', api, media])];
  const styles = styleHashes.length
    ? ["'self'", "'unsafe-hashes'", ...styleHashes.map((hash) => `'${hash}'`)]
    : ["'self'"];
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styles.join(' ')}`,
    `img-src ${images.join(' ')}`,
    `connect-src 'self' ${api}`,
    // The contact page's map.
    'frame-src https://www.openstreetmap.org',
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every response of the site carries. */
export function securityHeaders(options) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The `_headers` file: the security headers on every path; hashed assets cached for a year.
 * HTML keeps the host's default (revalidated on every visit).
 */
export function headersFile(options) {
  const lines = ['/*'];
  for (const [name, value] of Object.entries(securityHeaders(options)))
    lines.push(`  ${name}: ${value}`);
  lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable', '');
  return lines.join('\n');
}
