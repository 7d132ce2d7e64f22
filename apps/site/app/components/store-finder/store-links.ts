// A store card's links: its phone to call, and directions to it in a maps app.

/** The phone as a tel: link: its digits and a leading +, as dialers take them. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Directions to the store from wherever the visitor is (Google Maps' URL scheme: on a phone it
 * opens the maps app, elsewhere the site); the visitor's own place is not sent.
 */
export function directionsUrl(location: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${location.latitude},${location.longitude}`;
}
