// The HTTP headers both apps' static builds carry, written to dist/_headers (the format of
// Netlify and Cloudflare Pages, also read by scripts/serve-static.mjs). Each app's csp.mjs
// writes its own Content Security Policy from these parts; docs/deploy.md says how to serve
// the headers elsewhere.

export const origin = (url) => new URL(url).origin;

/**
 * A Content Security Policy: the directives both apps share (scripts only from the app's own
 * origin, no plugins, no framing, forms and <base> to the own origin) and the app's own.
 * @param {string[]} own the app's directives: style-src, img-src, connect-src, frame-src...
 * @param {{ scriptSources?: string[] }} [options] sources allowed besides 'self' in script-src
 *   (the site's Speculation Rules hash); never 'unsafe-inline'.
 */
export function policy(own, { scriptSources = [] } = {}) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    ...own,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The image sources of an app: its own origin, data: URLs, the API and the media origin. */
export function imageSources({ apiUrl, mediaUrl }, extra = []) {
  const api = origin(apiUrl);
  const media = mediaUrl ? origin(mediaUrl) : api;
  return [...new Set(["'self'", 'data:', ...extra, api, media])].join(' ');
}

/**
 * The browser features an app may use: none, except the location for an app that asks for it
 * (the site's store registration, "Use my location", only when pressed), on its own origin.
 * @param {{ geolocation?: boolean }} [options]
 */
export function permissionsPolicy({ geolocation = false } = {}) {
  return `camera=(), microphone=(), geolocation=${geolocation ? '(self)' : '()'}, payment=()`;
}

/**
 * Headers every response carries.
 * @param {string} contentSecurityPolicy
 * @param {{ geolocation?: boolean }} [features] what permissionsPolicy allows
 */
export function securityHeaders(contentSecurityPolicy, features = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': permissionsPolicy(features),
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The `_headers` file: the security headers on every path; hashed assets (/assets/*) cached for
 * a year. HTML keeps the host's default (revalidated on every visit).
 */
export function headersFile(contentSecurityPolicy, features = {}) {
  const lines = ['/*'];
  for (const [name, value] of Object.entries(securityHeaders(contentSecurityPolicy, features)))
    lines.push(`  ${name}: ${value}`);
  lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable', '');
  return lines.join('\n');
}
