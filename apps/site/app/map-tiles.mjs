// Where the registration's map draws its tiles from: one URL template, set when the site is built
// (VITE_MAP_TILES_URL), read by the map (app/config.ts) and by the Content Security Policy
// (csp.mjs), which must allow the tiles' origin. OpenStreetMap's standard tiles unless set; their
// tile policy asks for the attribution the map shows and forbids heavy use, so a launch sets its
// own source (docs/deploy.md).

/** OpenStreetMap's standard tile layer. */
export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The template to use: the setting when given, else OpenStreetMap's. */
export function mapTilesUrl(value) {
  return value && value.trim() !== '' ? value.trim() : DEFAULT_MAP_TILES_URL;
}

/**
 * The CSP source of a template: its origin, or for a template with `{s}` subdomains
 * ("https://{s}.tile.example.org/...") every subdomain of the host ("https://*.tile.example.org").
 */
export function mapTilesSource(template) {
  const url = new URL(template.replace('{s}', 's'));
  if (!template.includes('{s}')) return url.origin;
  const host = url.host.split('.').slice(1).join('.');
  return `${url.protocol}//*.${host}`;
}
