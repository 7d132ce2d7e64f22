// The admin app's HTTP headers, in one place: its Content Security Policy and the other security
// headers. The Vite plugin below writes them to dist/_headers at build time (the format of
// Netlify and Cloudflare Pages, also read by scripts/serve-static.mjs) and fails the build if
// index.html carries an inline script. docs/deploy.md says how to serve them elsewhere.

const origin = (url) => new URL(url).origin;

/**
 * @param {{ apiUrl: string, mediaUrl?: string }} options
 *   apiUrl: the API (every call, the signed image upload, /media images); mediaUrl: where
 *   images live when not on the API (S3_PUBLIC_URL or a CDN).
 */
export function contentSecurityPolicy({ apiUrl, mediaUrl }) {
  const api = origin(apiUrl);
  const media = mediaUrl ? origin(mediaUrl) : api;
  // blob: the wizard decodes a picked image from an object URL when createImageBitmap is missing.
  const images = [...new Set(["'self'", 'data:', 'blob:', api, media])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // Radix dialogs lock the page's scroll with a <style> element they write at run time, with
    // the scrollbar's width in it: no hash can match it and a static host cannot send a nonce.
    // Style elements may be inline; style attributes and every script stay blocked.
    "style-src-elem 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    `connect-src 'self' ${api}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

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

/** The `_headers` file: the security headers everywhere; hashed assets cached for a year. */
export function headersFile(options) {
  const lines = ['/*'];
  for (const [name, value] of Object.entries(securityHeaders(options)))
    lines.push(`  ${name}: ${value}`);
  lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable', '');
  return lines.join('\n');
}

const DEFAULT_API_URL = 'http://localhost:3000';

/** Vite plugin (build only): emits dist/_headers; refuses an inline script in index.html. */
export function securityHeadersPlugin() {
  let env = {};
  return {
    name: 'kirana-security-headers',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const source = html && 'source' in html ? String(html.source) : '';
      const inline = [...source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        ([, attributes, body]) => !/\ssrc=/.test(attributes) && body.trim(),
      );
      if (inline.length) throw new Error('index.html has an inline script; the CSP forbids it.');
      if (/<style\b/i.test(source)) throw new Error('index.html has a <style> element.');
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: headersFile({
          apiUrl: env.VITE_API_URL || process.env.VITE_API_URL || DEFAULT_API_URL,
          mediaUrl: process.env.MEDIA_ORIGIN || undefined,
        }),
      });
    },
  };
}
