// The store finder in a dense city (issue 43): the 20 nearest come from the earth index in
// order (GiST's `<->`), read by the planner itself among 5,000 stores (nothing switched off),
// and the answer is the one measuring every store gives: nearest first, ties (stores at the
// same point) by id, only approved ones, none past 2 km.
import { describe, expect, test } from 'vitest';
import { NEARBY_METERS } from '@kirana/domain/common';
import { FINDER_MAX_STORES } from '@kirana/domain/store-hours';
import { storeFinderRepository } from '../repositories/store-finder.js';
import { useTestApp } from '../testing/app.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { planOf, recording } from '../testing/plans.js';

const CENTRE = { latitude: 17.4, longitude: 78.45 };

describe.skipIf(!DATABASE_AVAILABLE)(`the store finder in a dense city (${TEST_DB})`, () => {
  const t = useTestApp();

  /**
   * `count` stores over a square of `degrees` around the centre; each point holds three stores
   * (ties), and one in four is not approved.
   */
  const fill = (count: number, degrees: number) =>
    t.db.query(
      `insert into branches (name, owner_name, phone, status, street, city, state, pincode,
         country, latitude, longitude)
       select 'Dense ' || i, 'Owner ' || i, '+9198' || lpad(i::text, 8, '0'),
         case when i % 4 = 0 then 'pending' else 'approved' end, i || ', Bench Road',
         'Hyderabad', 'Telangana', '500001', 'India',
         $1 + (((i / 3) * 7919) % 1000) / 1000.0 * $3 - $3 / 2,
         $2 + (((i / 3) * 104729) % 997) / 997.0 * $3 - $3 / 2
       from generate_series(1, $4::int) as i`,
      [CENTRE.latitude, CENTRE.longitude, degrees, count],
    );

  /** Every approved store measured, as the finder answered before the index gave the order. */
  const measured = (limit: number) =>
    t.db.query<{ id: string; distanceMeters: number }>(
      `select id, round(d)::int as "distanceMeters" from (
         select id, kirana_earth_distance(kirana_earth($1, $2), kirana_earth(latitude, longitude)) as d
         from branches where status = 'approved' and latitude is not null and longitude is not null
       ) measured where d <= $3 order by d, id limit $4`,
      [CENTRE.latitude, CENTRE.longitude, NEARBY_METERS, limit],
    );

  test('the nearest 20, ties by id, are those of measuring every store', async () => {
    await fill(1_200, 0.05);
    const found = await storeFinderRepository(t.db).storesNear(
      CENTRE,
      NEARBY_METERS,
      FINDER_MAX_STORES,
    );
    expect(found.map((row) => [row.id, row.distanceMeters])).toEqual(
      (await measured(FINDER_MAX_STORES)).map((row) => [row.id, row.distanceMeters]),
    );
    // Fewer than 20 within 2 km: all of them, and the same again.
    await t.db.query(`delete from branches where substr(name, 7)::int % 100 <> 0`);
    const few = await storeFinderRepository(t.db).storesNear(
      CENTRE,
      NEARBY_METERS,
      FINDER_MAX_STORES,
    );
    expect(few.map((row) => row.id)).toEqual(
      (await measured(FINDER_MAX_STORES)).map((row) => row.id),
    );
  });

  test('among 5,000 stores the planner reads the nearest from the earth index in order', async () => {
    await fill(5_000, 0.22);
    await t.db.query('analyze branches');
    const { db, statements } = recording(t.db);
    await storeFinderRepository(db).storesNear(CENTRE, NEARBY_METERS, FINDER_MAX_STORES);
    const [statement] = statements.slice(-1);
    if (!statement) throw new Error('the finder ran no statement');
    const plan = await planOf(t.db, statement);
    expect(plan).toMatch(/Index Scan using branches_earth_idx[\s\S]*Order By: /);
  });
});
