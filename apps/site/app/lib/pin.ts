// The pin of a shop on the registration's shop step: the centre of the map the owner drags
// (./components/store-owner/pin-map.tsx), placed from the browser's location or a pincode's
// centre, always inside Hyderabad's bounds (@kirana/domain/stores), and said in words.
import { pincodeCentre } from '@kirana/domain/pincodes';
import { HYDERABAD_BOUNDS, isInHyderabad } from '@kirana/domain/stores';
import { fill } from '../i18n/fill';

export interface Pin {
  latitude: number;
  longitude: number;
}

/** Six decimals (about 10 cm): what is saved. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A point held inside Hyderabad's bounds; `atEdge` when the bounds moved it. */
export function keepInHyderabad(
  latitude: number,
  longitude: number,
): { pin: Pin; atEdge: boolean } {
  const b = HYDERABAD_BOUNDS;
  const pin = {
    latitude: roundCoordinate(clamp(latitude, b.south, b.north)),
    longitude: roundCoordinate(clamp(longitude, b.west, b.east)),
  };
  const atEdge =
    Math.abs(pin.latitude - latitude) > 1e-6 || Math.abs(pin.longitude - longitude) > 1e-6;
  return { pin, atEdge };
}

/** A pin from the browser's location, or null when it is outside Hyderabad. */
export function pinFrom(latitude: number, longitude: number): Pin | null {
  return isInHyderabad(latitude, longitude)
    ? { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) }
    : null;
}

/** The centre of a known Hyderabad pincode, or null. */
export function pincodePin(pincode: string): Pin | null {
  const centre = pincodeCentre(pincode.trim());
  return centre
    ? { latitude: roundCoordinate(centre.latitude), longitude: roundCoordinate(centre.longitude) }
    : null;
}

/** Where the map opens with no pin and no known pincode: the middle of Hyderabad's bounds. */
export const CITY_CENTRE: Pin = {
  latitude: roundCoordinate((HYDERABAD_BOUNDS.south + HYDERABAD_BOUNDS.north) / 2),
  longitude: roundCoordinate((HYDERABAD_BOUNDS.west + HYDERABAD_BOUNDS.east) / 2),
};

/**
 * The pin in the page's words, five decimals (about a metre) with their names
 * ("latitude 17.38744, longitude 78.47217"), never a bare pair of numbers that reads as a code.
 */
export function formatPin(pin: Pin, words: string): string {
  return fill(words, { latitude: pin.latitude.toFixed(5), longitude: pin.longitude.toFixed(5) });
}
