// "Use my location" (the store finder, the registration's pin): the browser's geolocation,
// asked for only when the visitor presses the button, as a promise that says why it failed
// instead of throwing.

/** Why there is no location: refused, not found in time, or a browser without geolocation. */
export type LocationProblem = 'denied' | 'failed' | 'unsupported';

/** A position this recent is good enough (a visitor pressing the button twice is not re-asked). */
const MAX_AGE_MS = 60_000;

export interface LocateOptions {
  /** How long to wait for a position before saying it could not be found. */
  timeoutMs: number;
  /** GPS-grade precision (placing a shop's pin), slower; a finder needs only the area. */
  highAccuracy?: boolean;
}

export function locate({
  timeoutMs,
  highAccuracy = false,
}: LocateOptions): Promise<{ lat: number; lng: number } | { problem: LocationProblem }> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve({ problem: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => resolve({ problem: error.code === error.PERMISSION_DENIED ? 'denied' : 'failed' }),
      { enableHighAccuracy: highAccuracy, timeout: timeoutMs, maximumAge: MAX_AGE_MS },
    );
  });
}
