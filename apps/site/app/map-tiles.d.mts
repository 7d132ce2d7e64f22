// Types of ./map-tiles.mjs for the TypeScript that imports it.
export const DEFAULT_MAP_TILES_URL: string;
export function mapTilesUrl(value: string | undefined): string;
export function mapTilesSource(template: string): string;
