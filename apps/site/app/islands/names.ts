// The parts of the site that run React in the browser (islands), by the name the prerendered
// HTML marks them with (<div data-island="name">). Everything else is static HTML plus the
// navigation bar's plain module (../components/nav-bar/nav-behaviour.ts).
export const ISLAND_NAMES = [
  'store-finder',
  'contact-form',
  'blog-list',
  'partner-application',
  'register-store',
  'store-status',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

/**
 * Each island is its own React root, at prerender and in the browser, so its useId ids are
 * the same on both sides; the prefix keeps two islands of one page apart.
 */
export const islandIdPrefix = (name: IslandName) => `${name}-`;
