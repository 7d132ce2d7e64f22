// The pin of a shop on the registration's shop step: placed from the browser's location or a
// pincode's centre, then moved in steps of about 20 metres (there is no map to drag it on),
// always inside Hyderabad's bounds (@kirana/domain/stores).
import { HYDERABAD_BOUNDS, isInHyderabad } from '@kirana/domain/stores';

export interface Pin {
  latitude: number;
  longitude: number;
}

export type Direction = 'north' | 'south' | 'east' | 'west';

/** How far one press moves the pin, in metres: the first is the default. */
export const PIN_STEPS_METRES = [20, 100, 500] as const;

/** Metres in a degree of latitude (and of longitude at the equator). */
const METRES_PER_DEGREE = 111_320;

/** Six decimals (about 10 cm): what is saved. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The pin moved `metres` towards `direction`, held inside Hyderabad's bounds; `atEdge` when
 * the bounds stopped it short.
 */
export function nudge(
  pin: Pin,
  direction: Direction,
  metres: number,
): { pin: Pin; atEdge: boolean } {
  const b = HYDERABAD_BOUNDS;
  const dLat = metres / METRES_PER_DEGREE;
  const dLng = metres / (METRES_PER_DEGREE * Math.cos((pin.latitude * Math.PI) / 180));
  const wanted = {
    north: { latitude: pin.latitude + dLat, longitude: pin.longitude },
    south: { latitude: pin.latitude - dLat, longitude: pin.longitude },
    east: { latitude: pin.latitude, longitude: pin.longitude + dLng },
    west: { latitude: pin.latitude, longitude: pin.longitude - dLng },
  }[direction];
  const moved = {
    latitude: roundCoordinate(clamp(wanted.latitude, b.south, b.north)),
    longitude: roundCoordinate(clamp(wanted.longitude, b.west, b.east)),
  };
  const atEdge =
    Math.abs(moved.latitude - wanted.latitude) > 1e-6 ||
    Math.abs(moved.longitude - wanted.longitude) > 1e-6;
  return { pin: moved, atEdge };
}

/** A pin from the browser's location, or null when it is outside Hyderabad. */
export function pinFrom(latitude: number, longitude: number): Pin | null {
  return isInHyderabad(latitude, longitude)
    ? { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) }
    : null;
}

/** "17.38744° N, 78.47217° E": five decimals, about a metre. */
export function formatPin(pin: Pin): string {
  return `${pin.latitude.toFixed(5)}° N, ${pin.longitude.toFixed(5)}° E`;
}

/** The pin on openstreetmap.org, to check it against the streets. */
export function pinMapUrl(pin: Pin): string {
  const { latitude: lat, longitude: lng } = pin;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
}
