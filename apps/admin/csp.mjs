// The admin app's Content Security Policy. The Vite plugin below writes it with the other
// security headers (../../scripts/security-headers.mjs) to dist/_headers at build time and fails
// the build if index.html carries an inline script.
import { headersFile, imageSources, origin, policy } from '../../scripts/security-headers.mjs';

/**
 * @param {{ apiUrl: string, mediaUrl?: string }} options
 *   apiUrl: the API (every call, the signed image upload, /media images); mediaUrl: where
 *   images live when not on the API (S3_PUBLIC_URL or a CDN).
 */
export function contentSecurityPolicy(options) {
  return policy([
    "style-src 'self'",
    // Radix dialogs lock the page's scroll with a <style> element they write at run time, with
    // the scrollbar's width in it: no hash can match it and a static host cannot send a nonce.
    // Style elements may be inline; style attributes and every script stay blocked.
    "style-src-elem 'self' 'unsafe-inline'",
    // blob: the wizard decodes a picked image from an object URL when createImageBitmap is
    // missing.
    `img-src ${imageSources(options, ['blob:'])}`,
    `connect-src 'self' ${origin(options.apiUrl)}`,
  ]);
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
        source: headersFile(
          contentSecurityPolicy({
            apiUrl: env.VITE_API_URL || process.env.VITE_API_URL || DEFAULT_API_URL,
            mediaUrl: process.env.MEDIA_ORIGIN || undefined,
          }),
        ),
      });
    },
  };
}
