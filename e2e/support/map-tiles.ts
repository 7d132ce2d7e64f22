// The registration map's tiles in the browser tests: every request the page makes for a tile of
// the site's tile source (VITE_MAP_TILES_URL as the site was built with, OpenStreetMap's by
// default) is answered here with a small PNG drawn for that tile (streets on a grid and the
// tile's z/x/y), so no test reaches a tile server and a screenshot shows the map moving. The
// request still carries the real URL, so the site's Content Security Policy is checked as it is.
// sharp is a dependency of the API (as in ../admin/support.ts).
import sharp from '../../apps/api/node_modules/sharp/dist/index.mjs';
import type { BrowserContext, Page } from 'playwright-core';
import { mapTilesUrl } from '../../apps/site/app/map-tiles.mjs';

/** The template's parts around {z}/{x}/{y}, as a pattern that reads the three numbers. */
function tilePattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const withNumbers = escaped
    .replace(/\{s\}/, '[a-z0-9]+')
    .replace('{z}', '(?<z>\\d+)')
    .replace('{x}', '(?<x>\\d+)')
    .replace('{y}', '(?<y>\\d+)')
    .replace('{r}', '(?:@2x)?');
  return new RegExp(`^${withNumbers}(?:\\?.*)?$`);
}

const drawn = new Map<string, Promise<Buffer>>();

/** A 256 px tile: beige land, white streets with grey edges, the tile's name in a corner. */
function tile(z: string, x: string, y: string): Promise<Buffer> {
  const key = `${z}/${x}/${y}`;
  let png = drawn.get(key);
  if (!png) {
    const streets = [64, 192]
      .flatMap((at) => [
        `<path d="M0 ${at} H256" stroke="#c9c2b6" stroke-width="14"/>`,
        `<path d="M0 ${at} H256" stroke="#ffffff" stroke-width="10"/>`,
        `<path d="M${at} 0 V256" stroke="#c9c2b6" stroke-width="14"/>`,
        `<path d="M${at} 0 V256" stroke="#ffffff" stroke-width="10"/>`,
      ])
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
      <rect width="256" height="256" fill="#f2efe9"/>
      <rect x="84" y="84" width="88" height="88" fill="#d8e8c8"/>
      ${streets}
      <text x="8" y="20" font-family="sans-serif" font-size="12" fill="#6b6459">${key}</text>
    </svg>`;
    png = sharp(Buffer.from(svg)).png().toBuffer();
    drawn.set(key, png);
  }
  return png;
}

/**
 * Answers the map's tile requests of `target` (a context or a page) with drawn tiles; returns
 * the URLs asked for, so a test can see the map loaded its tiles from the configured source.
 */
export async function serveMapTiles(
  target: BrowserContext | Page,
  template = mapTilesUrl(process.env.VITE_MAP_TILES_URL),
): Promise<{ requested: string[] }> {
  const pattern = tilePattern(template);
  const requested: string[] = [];
  await target.route(
    (url) => pattern.test(url.href),
    async (route) => {
      const url = route.request().url();
      requested.push(url);
      const { z = '0', x = '0', y = '0' } = pattern.exec(url)?.groups ?? {};
      await route.fulfill({
        status: 200,
        contentType: 'image/png',
        headers: { 'access-control-allow-origin': '*' },
        body: await tile(z, x, y),
      });
    },
  );
  return { requested };
}
