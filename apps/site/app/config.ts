// Build-time settings, read once. Vite inlines VITE_* variables when the site is built. Each is
// marked pure so that an island that does not use it carries none of it.
import { mapTilesUrl } from './map-tiles.mjs';

function origin(value: string | undefined, fallback: string): string {
  const raw = value && value.trim() !== '' ? value.trim() : fallback;
  return raw.replace(/\/+$/, '');
}

/** Origin of the HTTP API (store finder, contact form). */
export const API_URL = /* @__PURE__ */ origin(
  import.meta.env.VITE_API_URL,
  'http://localhost:3000',
);
/** Origin of the admin app (footer's Admin link). */
export const ADMIN_URL = /* @__PURE__ */ origin(
  import.meta.env.VITE_ADMIN_URL,
  'http://localhost:5174',
);
/** Origin this site is served from (canonical URLs, sitemap, Open Graph). */
export const SITE_URL = /* @__PURE__ */ origin(
  import.meta.env.VITE_SITE_URL,
  'http://localhost:5173',
);

/** The URL template of the registration's map tiles ({z}/{x}/{y}; OpenStreetMap's unless set). */
export const MAP_TILES_URL = /* @__PURE__ */ mapTilesUrl(import.meta.env.VITE_MAP_TILES_URL);

/** A page of an origin (a call, so that it too can be marked pure). */
function pageOf(origin: string, path: string): string {
  return `${origin}${path}`;
}

/** The admin app's login page, linked from the footer. */
export const ADMIN_LOGIN_URL = /* @__PURE__ */ pageOf(ADMIN_URL, '/admin/login');

/** Absolute URL of a path on this site. */
export function siteUrl(path: string): string {
  return `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}
