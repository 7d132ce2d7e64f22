// The contact page's map: OpenStreetMap's embed for the office, no map library and no key.
import { MAP_CENTER, MAP_ZOOM } from '../content/business';

const TILE_SIZE = 256;

export interface MapView {
  readonly lat: number;
  readonly lng: number;
  readonly zoom: number;
}

/**
 * The bounding box (west, south, east, north) that a frame of `width` x `height` CSS pixels shows
 * at `zoom` around the centre, in Web Mercator as OpenStreetMap draws it.
 */
export function boundingBox(
  view: MapView,
  width: number,
  height: number,
): [number, number, number, number] {
  const degreesPerPixel = 360 / (TILE_SIZE * 2 ** view.zoom);
  const halfLng = (width / 2) * degreesPerPixel;
  const halfLat = (height / 2) * degreesPerPixel * Math.cos((view.lat * Math.PI) / 180);
  const round = (n: number) => Number(n.toFixed(5));
  return [
    round(view.lng - halfLng),
    round(view.lat - halfLat),
    round(view.lng + halfLng),
    round(view.lat + halfLat),
  ];
}

/** OpenStreetMap's embeddable map with a marker at the centre. */
export function osmEmbedUrl(view: MapView, width: number, height: number): string {
  const bbox = boundingBox(view, width, height).join(',');
  const marker = `${view.lat},${view.lng}`;
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(marker)}`;
}

/** The same place on openstreetmap.org, for "View larger map". */
export function osmPageUrl(view: MapView): string {
  return `https://www.openstreetmap.org/?mlat=${view.lat}&mlon=${view.lng}#map=${view.zoom}/${view.lat}/${view.lng}`;
}

/** The office on the Contact page. */
export const OFFICE_MAP: MapView = { lat: MAP_CENTER.lat, lng: MAP_CENTER.lng, zoom: MAP_ZOOM };
