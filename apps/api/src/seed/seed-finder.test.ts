// The demo's store finder (issue 39): a visitor in any of Hyderabad's central and western
// localities below (each at its commonly given centre) finds at least one approved demo store
// within 2 km, and so does a search by their pincodes; a point with none names the nearest
// store with its distance. Asked of the real API over the seeded demo.
import { beforeAll, describe, expect, test } from 'vitest';
import { NEARBY_METERS } from '@kirana/domain/common';
import { useTestApp } from '../testing/app.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { seedDemo } from './seed.js';
import { STORES } from './stores.js';
import { findStores } from '../testing/public.js';

/** Localities of central and western Hyderabad: name, latitude, longitude. */
const LOCALITIES: [string, number, number][] = [
  ['Gachibowli', 17.4401, 78.3489],
  ['Nanakramguda', 17.4185, 78.3425],
  ['Nizampet', 17.5166, 78.3855],
  ['Bachupally', 17.5406, 78.366],
  ['Madhapur', 17.4483, 78.3915],
  ['HITEC City', 17.4435, 78.3772],
  ['Kondapur', 17.4691, 78.3571],
  ['Kukatpally', 17.4948, 78.3996],
  ['Miyapur', 17.4968, 78.3614],
  ['Chandanagar', 17.4933, 78.326],
  ['Manikonda', 17.405, 78.386],
  ['Narsingi', 17.387, 78.356],
  ['Jubilee Hills', 17.4326, 78.4071],
  ['Banjara Hills', 17.4156, 78.4347],
  ['Yousufguda', 17.436, 78.429],
  ['Ameerpet', 17.4375, 78.4482],
  ['SR Nagar', 17.4425, 78.4392],
  ['Erragadda', 17.455, 78.43],
  ['Sanathnagar', 17.456, 78.443],
  ['Moosapet', 17.468, 78.425],
  ['Balanagar', 17.47, 78.445],
  ['Begumpet', 17.444, 78.4625],
  ['Punjagutta', 17.4254, 78.4505],
  ['Khairatabad', 17.412, 78.461],
  ['Lakdikapul', 17.403, 78.463],
  ['Masab Tank', 17.4, 78.453],
  ['Mehdipatnam', 17.395, 78.441],
  ['Tolichowki', 17.399, 78.411],
  ['Shaikpet', 17.41, 78.4],
  ['Attapur', 17.37, 78.43],
  ['Nampally', 17.39, 78.468],
  ['Abids', 17.3924, 78.4747],
  ['Koti', 17.385, 78.4867],
  ['Himayatnagar', 17.402, 78.487],
  ['Chikkadpally', 17.403, 78.495],
  ['Musheerabad', 17.418, 78.5],
  ['Kachiguda', 17.388, 78.499],
  ['Vidyanagar', 17.408, 78.505],
  ['Amberpet', 17.39, 78.518],
  ['Secunderabad', 17.4399, 78.4983],
  ['Marredpally', 17.445, 78.51],
  ['Bowenpally', 17.472, 78.484],
  ['Malkajgiri', 17.453, 78.53],
  ['Tarnaka', 17.428, 78.537],
  ['Habsiguda', 17.418, 78.543],
  ['Nacharam', 17.43, 78.56],
  ['Uppal', 17.4058, 78.5591],
  ['Ramanthapur', 17.398, 78.534],
  ['Malakpet', 17.375, 78.5],
  ['Dilsukhnagar', 17.3688, 78.5247],
  ['Kothapet', 17.368, 78.54],
  ['LB Nagar', 17.3457, 78.5522],
  ['Saidabad', 17.355, 78.515],
  ['Santoshnagar', 17.345, 78.51],
  ['Charminar', 17.3616, 78.4747],
  ['Chandrayangutta', 17.33, 78.48],
];

/** The pincodes the issue found empty, and those of the localities above. */
const PINCODES = [
  '500032',
  '500090',
  '500081',
  '500084',
  '500072',
  '500049',
  '500016',
  '500003',
  '500034',
  '500033',
  '500029',
  '500001',
  '500060',
  '500074',
  '500028',
  '500008',
  '500089',
  '500039',
  '500017',
];

describe('the demo stores added for the finder', () => {
  test('each has a phone of its own and a place of its own, and has said its hours', () => {
    const added = STORES.filter((store) => store.location);
    expect(added.length).toBeGreaterThanOrEqual(50);
    expect(added.every((store) => store.status === 'approved')).toBe(true);
    const phones = STORES.map((store) => store.phone);
    expect(new Set(phones).size).toBe(phones.length);
    // After the desk's stores, whose order and places stay as they were.
    expect(STORES.findIndex((store) => store.location)).toBe(STORES.length - added.length);
  });
});

describe.skipIf(!DATABASE_AVAILABLE)(`the demo's store finder (${TEST_DB})`, () => {
  const t = useTestApp({ cleanEachTest: false });
  const find = (query: string) => findStores(t, query);

  beforeAll(async () => {
    await t.clean();
    await t.admin('reviewer@kirana.test');
    await seedDemo(t);
  }, 120_000);

  test('every central locality finds at least one store within 2 km', async () => {
    const found: [string, number][] = [];
    for (const [name, lat, lng] of LOCALITIES) {
      const answer = await find(`lat=${lat}&lng=${lng}`);
      expect(answer.stores.every((store) => store.distanceMeters <= NEARBY_METERS)).toBe(true);
      found.push([name, answer.stores.length]);
    }
    expect(found.filter(([, count]) => count === 0)).toEqual([]);
    // Most find a choice of stores, not just one.
    expect(found.filter(([, count]) => count >= 2).length).toBeGreaterThan(LOCALITIES.length / 2);
  });

  test("their pincodes find stores too (Gachibowli's 500032 and Nizampet's 500090 among them)", async () => {
    const empty: string[] = [];
    for (const pincode of PINCODES) {
      const answer = await find(`pincode=${pincode}`);
      if (answer.stores.length === 0) empty.push(pincode);
    }
    expect(empty).toEqual([]);
  });

  test('with none within 2 km, the nearest demo store is named with its distance and phone', async () => {
    // Rajendranagar, south-west of the city's stores.
    const answer = await find('lat=17.3105&lng=78.3985');
    expect(answer.stores).toEqual([]);
    expect(answer.nearest?.name).toBe('Hydershakote Kirana');
    expect(answer.nearest?.distanceMeters).toBeGreaterThan(NEARBY_METERS);
    expect(answer.nearest?.phone).toMatch(/^\+91 \d{5} \d{5}$/);
  });
});
