import { describe, expect, it } from 'vitest';
import { directionsUrl, telHref } from './store-links';

describe("a store card's links", () => {
  it('calls the number as dialers take it, whatever the spaces and dashes', () => {
    expect(telHref('+91 98480 12345')).toBe('tel:+919848012345');
    expect(telHref('040-2345 6789')).toBe('tel:04023456789');
    expect(telHref('(+91) 99890-23456')).toBe('tel:+919989023456');
  });

  it("asks Google Maps for directions to the store's place, and sends nothing of the visitor's", () => {
    const url = new URL(directionsUrl({ latitude: 17.4401, longitude: 78.3489 }));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect([...url.searchParams]).toEqual([
      ['api', '1'],
      ['destination', '17.4401,78.3489'],
    ]);
  });
});
