import { describe, expect, it } from 'vitest';
import { OFFICE_MAP, boundingBox, osmEmbedUrl, osmPageUrl } from './map';

describe('office map', () => {
  it('is centred on 17.3867, 78.4957 at zoom 16', () => {
    expect(OFFICE_MAP).toEqual({ lat: 17.3867, lng: 78.4957, zoom: 16 });
  });

  it('frames a box centred on the office that is about as wide as the frame at zoom 16', () => {
    const [west, south, east, north] = boundingBox(OFFICE_MAP, 960, 400);
    expect((west + east) / 2).toBeCloseTo(78.4957, 4);
    expect((south + north) / 2).toBeCloseTo(17.3867, 4);
    // 960 px at zoom 16 is 960 * 360 / (256 * 2^16) degrees of longitude.
    expect(east - west).toBeCloseTo((960 * 360) / (256 * 65536), 4);
    expect(north - south).toBeLessThan(east - west);
  });

  it('embeds OpenStreetMap with a marker on the office', () => {
    const url = new URL(osmEmbedUrl(OFFICE_MAP, 960, 400));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('marker')).toBe('17.3867,78.4957');
    expect(url.searchParams.get('bbox')?.split(',')).toHaveLength(4);
    expect(osmPageUrl(OFFICE_MAP)).toBe(
      'https://www.openstreetmap.org/?mlat=17.3867&mlon=78.4957#map=16/17.3867/78.4957',
    );
  });
});
