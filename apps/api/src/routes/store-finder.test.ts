// The store finder by distance: approved stores within 2 km of a pincode's centre or of a
// location, nearest first (the 2 km edge checked against an independent haversine), with each
// one's phone, place and whether it is open now; with none within 2 km, the nearest approved
// store in the city, however far; a pincode we do not know or outside Hyderabad is an empty
// answer with its reason; bad points are 400s; the query uses the earth index. And a store's hours, set by the
// team (audited) and by the owner, with bad hours refused and nothing changed.
import { describe, expect, test } from 'vitest';
import { invalidFieldMessage } from '@kirana/domain/common';
import { pincodeCentre } from '@kirana/domain/pincodes';
import {
  CLOSURE_IN_PAST,
  FINDER_POINT_INCOMPLETE,
  FINDER_POINT_NEEDED,
  SPANS_OVERLAP,
  TIME_INVALID,
  DAY_MISSING,
  CLOSURE_DATE_INVALID,
  NO_HOURS,
} from '@kirana/domain/store-hours';
import { COMING_SOON } from '@kirana/domain/common';
import { REGISTRATION_NOT_FOUND } from '@kirana/domain/store-owners';
import { addressForLog } from '../request-log.js';
import { useTestApp } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertStore } from '../testing/fixtures.js';
import { findStores } from '../testing/public.js';

/** earthdistance's sphere (its earth() radius, metres). */
const RADIUS = 6_378_168;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance of two points, by the haversine formula. */
function haversine(a: [number, number], b: [number, number]): number {
  const dLat = radians(b[0] - a[0]);
  const dLng = radians(b[1] - a[1]);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a[0])) * Math.cos(radians(b[0])) * Math.sin(dLng / 2) ** 2;
  return 2 * RADIUS * Math.asin(Math.sqrt(h));
}

/** The point `meters` due east of `from` (same latitude). */
function east(from: [number, number], meters: number): [number, number] {
  const dLng = 2 * Math.asin(Math.sin(meters / (2 * RADIUS)) / Math.cos(radians(from[0])));
  return [from[0], from[1] + (dLng * 180) / Math.PI];
}

const CENTRE: [number, number] = [17.3874, 78.4722];
const week = (opens: string, closes: string) =>
  Object.fromEntries(Object.keys(NO_HOURS).map((day) => [day, [{ opens, closes }]]));

describe.skipIf(!DATABASE_AVAILABLE)(`store finder by distance (${TEST_DB})`, () => {
  const t = useTestApp();
  const find = (query: string) => findStores(t, query);
  const at = (point: [number, number], overrides: Parameters<typeof insertStore>[1] = {}) =>
    insertStore(t.repos, {
      status: 'approved',
      latitude: point[0],
      longitude: point[1],
      ...overrides,
    });

  test('2 km is the edge: 1,990 m is in, 2,010 m is out, by an independent haversine', async () => {
    const inside = east(CENTRE, 1990);
    const outside = east(CENTRE, 2010);
    expect(haversine(CENTRE, inside)).toBeCloseTo(1990, 0);
    expect(haversine(CENTRE, outside)).toBeCloseTo(2010, 0);
    await at(inside, { name: 'Inside' });
    await at(outside, { name: 'Outside' });
    const found = await find(`lat=${CENTRE[0]}&lng=${CENTRE[1]}`);
    expect(found.stores.map((store) => store.name)).toEqual(['Inside']);
    expect(Math.abs((found.stores[0]?.distanceMeters ?? 0) - 1990)).toBeLessThanOrEqual(2);
  });

  test("nearest first, at most 20, only approved stores; the store's phone and place, nothing private", async () => {
    for (const [i, meters] of [1500, 300, 900].entries())
      await at(east(CENTRE, meters), {
        name: `At ${meters}`,
        pincode: String(500010 + i),
        phone: `+91 98480 1000${i}`,
        ownerName: 'Private Owner',
        ownerPhone: '+91 90000 99999',
      });
    for (const status of ['pending', 'rejected', 'suspended'] as const)
      await at(east(CENTRE, 100), { name: status, status });
    const found = await find(`lat=${CENTRE[0]}&lng=${CENTRE[1]}`);
    expect(found.stores.map((store) => store.name)).toEqual(['At 300', 'At 900', 'At 1500']);
    expect(found).toMatchObject({ reason: null, nearest: null });
    const [first] = found.stores;
    const [lat, lng] = east(CENTRE, 300);
    expect(first?.phone).toBe('+91 98480 10001');
    expect(first?.location.latitude).toBeCloseTo(lat, 6);
    expect(first?.location.longitude).toBeCloseTo(lng, 6);
    for (const store of found.stores) {
      expect(Object.keys(store).sort()).toEqual(
        ['_id', 'address', 'distanceMeters', 'location', 'name', 'open', 'phone'].sort(),
      );
      expect(JSON.stringify(store)).not.toMatch(/owner|status|Private|90000 99999/i);
    }
    for (let i = 0; i < 25; i += 1) await at(east(CENTRE, 1000 + i));
    expect((await find(`lat=${CENTRE[0]}&lng=${CENTRE[1]}`)).stores).toHaveLength(20);
  });

  test("a pincode's centre finds a store 800 m away in the next pincode", async () => {
    const centre = pincodeCentre('500001');
    if (!centre) throw new Error('no centre');
    await at(east([centre.latitude, centre.longitude], 800), {
      name: 'Next door',
      pincode: '500095',
    });
    const found = await find('pincode=%20500001%20');
    expect(found.stores.map((store) => [store.name, store.distanceMeters])).toEqual([
      ['Next door', 800],
    ]);
  });

  test('nothing within 2 km: the nearest store in the city is named, however far, with its card', async () => {
    expect((await find(`lat=${CENTRE[0]}&lng=${CENTRE[1]}`)).nearest).toBeNull();
    await at(east(CENTRE, 100), { name: 'Pending near', status: 'pending' });
    await at(east(CENTRE, 9000), { name: 'Far', phone: '+91 97010 00002' });
    await at(east(CENTRE, 3400), { name: 'Nearest', phone: '+91 97010 00001' });
    const found = await find(`lat=${CENTRE[0]}&lng=${CENTRE[1]}`);
    expect(found.stores).toEqual([]);
    expect(found.reason).toBeNull();
    expect(found.nearest).toMatchObject({
      name: 'Nearest',
      phone: '+91 97010 00001',
      distanceMeters: 3400,
      open: { state: 'closed' },
    });
    await t.db.query("delete from branches where name = 'Nearest'");
    const further = await find(`lat=${CENTRE[0]}&lng=${CENTRE[1]}`);
    expect([further.nearest?.name, further.nearest?.distanceMeters]).toEqual(['Far', 9000]);
    // A pincode's centre is a point too.
    const byPincode = await find('pincode=500001');
    const centre = pincodeCentre('500001');
    expect(byPincode.stores).toEqual([]);
    expect(byPincode.nearest?.name).toBe('Far');
    expect(byPincode.nearest?.distanceMeters).toBe(
      Math.round(haversine([centre?.latitude ?? 0, centre?.longitude ?? 0], east(CENTRE, 9000))),
    );
  });

  test('two stores as near as each other: the nearest is the same every time (by id)', async () => {
    const a = await at(east(CENTRE, 2500), { name: 'East' });
    const b = await at(east(CENTRE, 2500), { name: 'Also east' });
    const first = [a, b].sort((x, y) => (x.id < y.id ? -1 : 1))[0];
    for (let i = 0; i < 3; i += 1)
      expect((await find(`lat=${CENTRE[0]}&lng=${CENTRE[1]}`)).nearest?._id).toBe(first?.id);
  });

  test('a pincode we do not know, or outside Hyderabad, says why it finds nothing', async () => {
    await at(CENTRE);
    for (const pincode of ['500021', '12345', 'abcdef', '%25', '5'.repeat(20)])
      expect(await find(`pincode=${pincode}`)).toEqual({
        stores: [],
        reason: 'unknownPincode',
        nearest: null,
      });
    expect(await find('pincode=560001')).toEqual({
      stores: [],
      reason: 'comingSoon',
      nearest: null,
    });
  });

  test('a point missing, half given, out of range, not a number or outside Hyderabad is a 400', async () => {
    const bad = async (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/public/stores${query}` });
    for (const [query, field, message] of [
      ['', 'pincode', FINDER_POINT_NEEDED],
      ['?lat=17.38', 'lng', FINDER_POINT_INCOMPLETE],
      ['?lng=78.47', 'lat', FINDER_POINT_INCOMPLETE],
      ['?lat=12.97&lng=77.59', 'lat', COMING_SOON],
    ] as const)
      expectError('listPublicStores', await bad(query), 400, invalidFieldMessage(field, message));
    for (const query of [
      '?lat=91&lng=78',
      '?lat=17.3&lng=-181',
      '?lat=north&lng=78.4',
      `?pincode=${'5'.repeat(21)}`,
    ])
      expect((await bad(query)).statusCode).toBe(400);
  });

  test("a visitor's location never reaches the log", () => {
    expect(addressForLog('/api/public/stores?lat=17.3874&lng=78.4722')).toBe(
      '/api/public/stores?lat=[hidden]&lng=[hidden]',
    );
  });

  test('says whether each store is open, and when that changes (a closure wins until it ends)', async () => {
    const open = await at(east(CENTRE, 100), { name: 'Always' });
    const closed = await at(east(CENTRE, 200), { name: 'Never' });
    const away = await at(east(CENTRE, 300), { name: 'Away' });
    const admin = await t.admin();
    const set = (storeId: string, body: unknown) =>
      t.call(
        'PUT',
        `/api/admin/branches/${storeId}/hours`,
        admin.headers,
        body as Record<string, unknown>,
      );
    expectContract(
      'setBranchHours',
      await set(open.id, { hours: week('00:00', '24:00'), closure: null }),
      200,
    );
    const until = new Date(Date.now() + 2 * 3_600_000).toISOString();
    expectContract(
      'setBranchHours',
      await set(away.id, { hours: week('00:00', '24:00'), closure: { until, note: 'Diwali' } }),
      200,
    );
    const found = await find(`lat=${CENTRE[0]}&lng=${CENTRE[1]}`);
    expect(found.stores.map((store) => [store.name, store.open])).toEqual([
      ['Always', { state: 'open', changesAt: null, note: null }],
      ['Never', { state: 'closed', changesAt: null, note: null }],
      ['Away', { state: 'temporarilyClosed', changesAt: until, note: 'Diwali' }],
    ]);
    expect(closed.id).toBeTruthy();
    // The closure ends by itself.
    await t.db.query(
      `update branches set closed_until = now() - interval '1 second' where id = $1`,
      [away.id],
    );
    expect((await find(`lat=${CENTRE[0]}&lng=${CENTRE[1]}`)).stores[2]?.open.state).toBe('open');
  });

  test('hours set by the team are audited; bad hours are a 400 that changes nothing', async () => {
    const store = await at(CENTRE);
    const admin = await t.admin();
    const set = (body: unknown) =>
      t.call(
        'PUT',
        `/api/admin/branches/${store.id}/hours`,
        admin.headers,
        body as Record<string, unknown>,
      );
    const hours = {
      ...NO_HOURS,
      mon: [
        { opens: '07:00', closes: '13:00' },
        { opens: '16:00', closes: '01:00' },
      ],
    };
    expectContract('setBranchHours', await set({ hours, closure: null }), 200);
    const [entry] = (await t.repos.audit.list({ entity: 'branch', entityId: store.id })).filter(
      (e) => e.action === 'edit-hours',
    );
    expect(entry).toMatchObject({
      adminId: admin.id,
      details: { hours, before: { hours: null, closure: null } },
    });
    const before = await t.db.query('select hours, closed_until from branches');
    expectError(
      'setBranchHours',
      await set({ hours: { ...hours, tue: [{ opens: '00:30', closes: '02:00' }] }, closure: null }),
      400,
      invalidFieldMessage('hours.tue', SPANS_OVERLAP),
    );
    expectError(
      'setBranchHours',
      await set({ hours: { ...hours, wed: [{ opens: '9', closes: '13:00' }] }, closure: null }),
      400,
      invalidFieldMessage('hours.wed.0.opens', TIME_INVALID),
    );
    expectError(
      'setBranchHours',
      await set({ hours, closure: { until: new Date(Date.now() - 60_000).toISOString() } }),
      400,
      invalidFieldMessage('closure.until', CLOSURE_IN_PAST),
    );
    // A weekday left out, and a closure on a date that does not exist, each say what they are.
    const { thu: _thu, ...noThursday } = hours;
    expectError(
      'setBranchHours',
      await set({ hours: noThursday, closure: null }),
      400,
      invalidFieldMessage('hours.thu', DAY_MISSING),
    );
    expectError(
      'setBranchHours',
      await set({ hours, closure: { until: '2027-02-30T10:00:00+05:30' } }),
      400,
      invalidFieldMessage('closure.until', CLOSURE_DATE_INVALID),
    );
    expect(await t.db.query('select hours, closed_until from branches')).toEqual(before);
    const read = expectContract<{ data: { storeHours: { hours: unknown } } }>(
      'getBranchHours',
      await t.call('GET', `/api/admin/branches/${store.id}/hours`, admin.headers),
      200,
    );
    expect(read.data.storeHours.hours).toEqual(hours);
  });

  test("the owner sets their store's hours; with only a draft there is no store to set", async () => {
    const owner = await t.owner();
    const put = () =>
      t.call('PUT', '/api/store-owner/store/hours', owner.headers, {
        hours: week('08:00', '22:00'),
        closure: null,
      });
    expectError('setOwnerStoreHours', await put(), 404, REGISTRATION_NOT_FOUND);
    await at(CENTRE, { name: 'Owned' });
    await t.db.query('update branches set owner_id = $1', [owner.id]);
    const saved = expectContract<{ data: { storeHours: { hours: unknown } } }>(
      'setOwnerStoreHours',
      await put(),
      200,
    );
    expect(saved.data.storeHours.hours).toEqual(week('08:00', '22:00'));
    const [entry] = (await t.repos.audit.list({ entity: 'branch' })).filter(
      (e) => e.action === 'edit-hours',
    );
    expect(entry).toMatchObject({ adminId: null, details: { by: 'owner' } });
  });

  test('the finder uses the earth index', async () => {
    for (let i = 0; i < 300; i += 1) await at(east([17.3 + (i % 30) * 0.01, 78.3], 100 * i));
    await t.db.query('analyze branches');
    // With the few rows of a test the planner may prefer a scan; the index must serve the query.
    const plan = await t.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>(
        `explain select id from branches where status = 'approved' and latitude is not null
           and longitude is not null
           and kirana_earth_box(kirana_earth(17.38, 78.47), 2000) operator(public.@>) kirana_earth(latitude, longitude)`,
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('branches_earth_idx');
  });
});
