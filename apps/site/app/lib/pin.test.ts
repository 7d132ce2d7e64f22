// Moving the shop's pin: about 20 metres a press, never out of Hyderabad.
import { HYDERABAD_BOUNDS } from '@kirana/domain/stores';
import { describe, expect, it } from 'vitest';
import { formatPin, nudge, pinFrom } from './pin';

/** Metres between two pins (equirectangular: exact enough for a few hundred metres). */
function metresBetween(a: { latitude: number; longitude: number }, b: typeof a): number {
  const rad = Math.PI / 180;
  const x = (b.longitude - a.longitude) * rad * Math.cos(((a.latitude + b.latitude) / 2) * rad);
  const y = (b.latitude - a.latitude) * rad;
  return Math.hypot(x, y) * 6_371_000;
}

const ABIDS = { latitude: 17.387436, longitude: 78.472173 };

describe('nudge', () => {
  it.each(['north', 'south', 'east', 'west'] as const)(
    'moves the pin about 20 m %s',
    (direction) => {
      const { pin, atEdge } = nudge(ABIDS, direction, 20);
      expect(atEdge).toBe(false);
      expect(metresBetween(ABIDS, pin)).toBeGreaterThan(19);
      expect(metresBetween(ABIDS, pin)).toBeLessThan(21);
      const moved =
        direction === 'north' || direction === 'south'
          ? pin.latitude - ABIDS.latitude
          : pin.longitude - ABIDS.longitude;
      expect(Math.sign(moved)).toBe(direction === 'north' || direction === 'east' ? 1 : -1);
    },
  );

  it('stops at the edge of Hyderabad and says so', () => {
    const nearNorth = { latitude: HYDERABAD_BOUNDS.north - 0.0001, longitude: 78.5 };
    const { pin, atEdge } = nudge(nearNorth, 'north', 100);
    expect(pin.latitude).toBe(HYDERABAD_BOUNDS.north);
    expect(atEdge).toBe(true);
  });
});

describe('pinFrom and formatPin', () => {
  it('takes a location inside Hyderabad and refuses one outside', () => {
    expect(pinFrom(17.4000001234, 78.5)).toEqual({ latitude: 17.4, longitude: 78.5 });
    expect(pinFrom(12.97, 77.59)).toBeNull();
  });

  it('shows five decimals', () => {
    expect(formatPin(ABIDS)).toBe('17.38744° N, 78.47217° E');
  });
});
