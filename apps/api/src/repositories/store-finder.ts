// The store finder's reads: approved stores within a distance of a point, nearest first, by the
// earth index (a box around the point) and then the exact great-circle distance; and the
// nearest one's distance further out. The point is never stored. SQL only.
import type { Closure, WeekHours } from '@kirana/domain/store-hours';
import type { Queryable } from '../db/adapter.js';
import { isUuid } from './rows.js';

/** A timestamptz as ISO 8601 in UTC, for JSON built in SQL. */
const isoText = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface Point {
  latitude: number;
  longitude: number;
}

export interface NearbyStoreRow {
  id: string;
  name: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  distanceMeters: number;
  hours: WeekHours | null;
  closure: Closure | null;
}

/** The index's condition and the exact distance, for the point $1, $2 and the distance $3. */
const WITHIN = `status = 'approved' and latitude is not null and longitude is not null
  and kirana_earth_box(kirana_earth($1, $2), $3) operator(public.@>) kirana_earth(latitude, longitude)
  and kirana_earth_distance(kirana_earth($1, $2), kirana_earth(latitude, longitude)) <= $3`;
const DISTANCE = 'kirana_earth_distance(kirana_earth($1, $2), kirana_earth(latitude, longitude))';

/** Approved stores within `meters` of the point, nearest first (ties by id), at most `limit`. */
export function storesNear(
  db: Queryable,
  point: Point,
  meters: number,
  limit: number,
): Promise<NearbyStoreRow[]> {
  return db.query(
    `select id, name, street, city, state, pincode, country,
       round(${DISTANCE})::int as "distanceMeters", hours,
       case when closed_until > now() then json_build_object(
         'until', ${isoText('closed_until')}, 'note', closure_note) end as closure
     from branches
     where ${WITHIN}
     order by ${DISTANCE}, id
     limit $4`,
    [point.latitude, point.longitude, meters, limit],
  );
}

/** The distance in metres of the nearest approved store within `meters`, or null. */
export async function nearestDistance(
  db: Queryable,
  point: Point,
  meters: number,
): Promise<number | null> {
  const [row] = await db.query<{ distance: number }>(
    `select round(${DISTANCE})::int as distance from branches where ${WITHIN}
     order by ${DISTANCE} limit 1`,
    [point.latitude, point.longitude, meters],
  );
  return row?.distance ?? null;
}

export interface StoreHoursRow {
  hours: WeekHours | null;
  closure: Closure | null;
}

/** A store's hours and its closure (one that has passed reads as none). */
export async function hoursOf(db: Queryable, storeId: string): Promise<StoreHoursRow | null> {
  if (!isUuid(storeId)) return null;
  const [row] = await db.query<StoreHoursRow>(
    `select hours, case when closed_until > now() then json_build_object(
       'until', ${isoText('closed_until')}, 'note', closure_note) end as closure
     from branches where id = $1`,
    [storeId],
  );
  return row ?? null;
}

/** Sets a store's hours and closure; false when there is no such store. */
export async function setHours(
  tx: Queryable,
  storeId: string,
  hours: WeekHours,
  closure: Closure | null,
): Promise<boolean> {
  const rows = await tx.query(
    `update branches set hours = $2::jsonb, closed_until = $3, closure_note = $4,
       updated_at = now()
     where id = $1 returning id`,
    [storeId, JSON.stringify(hours), closure?.until ?? null, closure?.note ?? null],
  );
  return rows.length === 1;
}
