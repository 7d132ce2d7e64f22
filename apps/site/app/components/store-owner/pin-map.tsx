// The map the owner drags to place the shop (loaded only when the shop step opens, by
// ./pin-control.tsx): Leaflet 1.9 with tiles from MAP_TILES_URL, and a marker fixed at the
// map's centre, so the pin is wherever the owner leaves the middle of the map. Dragging,
// the arrow keys (Leaflet's keyboard panning on the focused map) and zooming all move it; a move
// the page makes itself (the owner's location, a pincode's centre) is not reported back.
// Leaflet's stylesheet comes in this chunk and is adopted by the document when the map first
// opens, so no other page carries it (the site's one stylesheet holds only our own styles).
import { useEffect, useEffectEvent, useRef } from 'react';
import {
  Map as LeafletMap,
  control,
  tileLayer,
  type LatLngBoundsExpression,
} from 'leaflet/dist/leaflet-src.esm.js';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { HYDERABAD_BOUNDS } from '@kirana/domain/stores';
import { MAP_TILES_URL } from '../../config';
import type { Pin } from '../../lib/pin';
import styles from './owner-steps.module.css';

export interface PinMapText {
  /** The map's name for assistive technology. */
  map: string;
  zoomIn: string;
  zoomOut: string;
  /** "contributors" after "© OpenStreetMap" in the attribution. */
  mapContributors: string;
}

export interface PinMapProps {
  /** Where the map is centred; a change the map did not make moves it there. */
  centre: Pin;
  /** The zoom used when the page moves the map. */
  zoom: number;
  text: PinMapText;
  /** The id of the words that say how to use the map. */
  describedBy: string;
  /** The centre after the owner moved the map (dragged, keys, zoom around a point). */
  onMove: (latitude: number, longitude: number) => void;
  /** Tile URL template (the build's setting unless given: tests). */
  tilesUrl?: string;
}

/** Zoom levels the owner may use: the city at the widest, a house at the closest. */
const MIN_ZOOM = 10;
const MAX_ZOOM = 19;

/** The map may not leave Hyderabad's bounds (a little room around them). */
const BOUNDS: LatLngBoundsExpression = [
  [HYDERABAD_BOUNDS.south - 0.05, HYDERABAD_BOUNDS.west - 0.05],
  [HYDERABAD_BOUNDS.north + 0.05, HYDERABAD_BOUNDS.east + 0.05],
];

let styled = false;
/** Leaflet's stylesheet, adopted once (a constructed sheet: no inline <style> for the CSP). */
function adoptLeafletStyles() {
  if (styled || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(leafletCss);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  styled = true;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const same = (a: number, b: number) => Math.abs(a - b) < 1e-6;

export default function PinMap({
  centre,
  zoom,
  text,
  describedBy,
  onMove,
  tilesUrl = MAP_TILES_URL,
}: PinMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  /** True while the page moves or resizes the map itself. */
  const placing = useRef(false);
  /** A move of the map: the owner's, unless the centre is the one given (a zoom keeps it). */
  const moved = useEffectEvent((latitude: number, longitude: number) => {
    if (same(latitude, centre.latitude) && same(longitude, centre.longitude)) return;
    onMove(latitude, longitude);
  });

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    adoptLeafletStyles();
    const leaflet = new LeafletMap(container, {
      center: [centre.latitude, centre.longitude],
      zoom,
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      maxBounds: BOUNDS,
      maxBoundsViscosity: 1,
      zoomControl: false,
      attributionControl: false,
      keyboardPanDelta: 40,
      // The map stops where the finger leaves it: a glide after the drag would move the pin on.
      inertia: false,
      // Resizes are followed below, without taking them for the owner's moves.
      trackResize: false,
    });
    control.zoom({ zoomInTitle: text.zoomIn, zoomOutTitle: text.zoomOut }).addTo(leaflet);
    control.attribution({ prefix: false }).addTo(leaflet);
    tileLayer(tilesUrl, {
      maxZoom: MAX_ZOOM,
      attribution: `&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> ${escapeHtml(text.mapContributors)}`,
    }).addTo(leaflet);
    leaflet.on('moveend', () => {
      if (placing.current) return;
      const { lat, lng } = leaflet.getCenter();
      moved(lat, lng);
    });
    map.current = leaflet;
    // The map's box may settle after it is added (fonts, the step's layout).
    const resized =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            placing.current = true;
            try {
              leaflet.invalidateSize();
            } finally {
              placing.current = false;
            }
          });
    resized?.observe(container);
    return () => {
      resized?.disconnect();
      leaflet.remove();
      map.current = null;
    };
    // The map is made once; later centres move it (below), words do not change on a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const leaflet = map.current;
    if (!leaflet) return;
    const now = leaflet.getCenter();
    if (same(now.lat, centre.latitude) && same(now.lng, centre.longitude)) return;
    placing.current = true;
    try {
      leaflet.setView([centre.latitude, centre.longitude], zoom, { animate: false });
    } finally {
      placing.current = false;
    }
  }, [centre.latitude, centre.longitude, zoom]);

  return (
    <div className={styles.mapFrame}>
      <div
        ref={element}
        className={styles.map}
        role="application"
        aria-label={text.map}
        aria-describedby={describedBy}
      />
      <svg
        className={styles.marker}
        viewBox="0 0 32 44"
        width="32"
        height="44"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M16 1C7.7 1 1 7.7 1 16c0 11.3 15 27 15 27s15-15.7 15-27C31 7.7 24.3 1 16 1Z" />
        <circle cx="16" cy="16" r="5.5" />
      </svg>
    </div>
  );
}
