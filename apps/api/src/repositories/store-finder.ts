// The store finder's reads: approved stores within a distance of a point, nearest first, by the
// earth index (nearest first, in a box around the point) and then the exact great-circle
// distance; and the nearest one wherever it is. The point is never stored. SQL only.
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
  phone: string;
  latitude: number;
  longitude: number;
  distanceMeters: number;
  hours: WeekHours | null;
  closure: Closure | null;
}

/** The point $1, $2 and a store's, as the earth index holds them. */
const CENTRE = 'kirana_earth($1, $2)';
const STORE_POINT = 'kirana_earth(latitude, longitude)';
const APPROVED = `status = 'approved' and latitude is not null and longitude is not null`;
/** Within the box of `meters` around the point: what the earth index finds. */
const inBox = (meters: string) =>
  `kirana_earth_box(${CENTRE}, ${meters}) operator(public.@>) ${STORE_POINT}`;
const DISTANCE = `kirana_earth_distance(${CENTRE}, ${STORE_POINT})`;
/**
 * The `$4` approved stores nearest the point, from the earth index in order (GiST's `<->`: the
 * straight-line distance through the earth, which orders stores as the great-circle distance
 * does). It reads about as many index entries as stores it gives, however dense the city, and
 * with no box to bound it the planner has no cheaper way (a box's estimate of a few rows made it
 * sort the box's hundreds instead).
 */
const nearestBy = (limit: string) => `select latitude, longitude from branches where ${APPROVED}
  order by ${STORE_POINT} operator(public.<->) ${CENTRE} limit ${limit}`;
const NEAREST = nearestBy('$4');

/** What a result card shows of a store, with its distance from the point $1, $2. */
const CARD = `id, name, street, city, state, pincode, country, phone, latitude, longitude,
  round(${DISTANCE})::int as "distanceMeters", hours,
  case when closed_until > now() then json_build_object(
    'until', ${isoText('closed_until')}, 'note', closure_note) end as closure`;

export interface StoreHoursRow {
  hours: WeekHours | null;
  closure: Closure | null;
}

export function storeFinderRepository(db: Queryable) {
  return {
    /**
     * Approved stores within `meters` of the point, nearest first (ties by id), at most `limit`.
     * The farthest of the `limit` nearest (from the index, in order) bounds a box a metre bigger
     * than its distance, which holds every store at that distance or nearer (ties included); only
     * the stores in it are measured and sorted by distance and id. When that is past `meters`, the
     * box is that of `meters`, as it always was.
     */
    storesNear(
      point: Point,
      meters: number,
      limit: number,
      tx: Queryable = db,
    ): Promise<NearbyStoreRow[]> {
      const reach = `(select max(${DISTANCE}) from (${NEAREST}) nearest)`;
      return tx.query(
        `select ${CARD} from branches
       where ${APPROVED} and ${inBox(`least($3, coalesce(${reach}, $3) + 1)`)}
         and ${DISTANCE} <= $3
       order by ${DISTANCE}, id
       limit $4`,
        [point.latitude, point.longitude, meters, limit],
      );
    },

    /**
     * The nearest approved store, wherever it is in the city (ties by id), or null when there is
     * none: the nearest from the index, then the stores at its distance, measured exactly.
     */
    async nearestStore(point: Point, tx: Queryable = db): Promise<NearbyStoreRow | null> {
      const reach = `(select max(${DISTANCE}) from (${nearestBy('1')}) nearest)`;
      const [row] = await tx.query<NearbyStoreRow>(
        `select ${CARD} from branches
       where ${APPROVED} and ${inBox(`${reach} + 1`)}
       order by ${DISTANCE}, id
       limit 1`,
        [point.latitude, point.longitude],
      );
      return row ?? null;
    },

    /** A store's hours and its closure (one that has passed reads as none). */
    async hoursOf(storeId: string, tx: Queryable = db): Promise<StoreHoursRow | null> {
      if (!isUuid(storeId)) return null;
      const [row] = await tx.query<StoreHoursRow>(
        `select hours, case when closed_until > now() then json_build_object(
         'until', ${isoText('closed_until')}, 'note', closure_note) end as closure
       from branches where id = $1`,
        [storeId],
      );
      return row ?? null;
    },

    /** Sets a store's hours and closure; false when there is no such store. */
    async setHours(
      storeId: string,
      hours: WeekHours,
      closure: Closure | null,
      tx: Queryable = db,
    ): Promise<boolean> {
      const rows = await tx.query(
        `update branches set hours = $2::jsonb, closed_until = $3, closure_note = $4,
         updated_at = now()
       where id = $1 returning id`,
        [storeId, JSON.stringify(hours), closure?.until ?? null, closure?.note ?? null],
      );
      return rows.length === 1;
    },
  };
}
