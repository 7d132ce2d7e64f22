// The public store finder: approved stores within 2 km of a pincode's centre or of the
// visitor's location (never stored or logged), nearest first with their distance, phone, place
// and whether they are open now; with none, the nearest one in the city. A pincode
// we do not know, or one outside Hyderabad, is an empty answer with its reason; a location
// outside Hyderabad is a 400 with the seed's "We are coming soon in your location."
import { invalidFieldMessage } from '@kirana/domain/common';
import {
  FINDER_MAX_STORES,
  FINDER_POINT_INCOMPLETE,
  FINDER_POINT_NEEDED,
  NO_HOURS,
  openState,
  type OpenState,
} from '@kirana/domain/store-hours';
import { pincodeCentre } from '@kirana/domain/pincodes';
import { COMING_SOON, NEARBY_METERS } from '@kirana/domain/common';
import { isHyderabadStorePincode } from '@kirana/domain/pincodes';
import { isInHyderabad } from '@kirana/domain/stores';
import type { Schemas } from '../contract/types.js';
import { badRequest } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { NearbyStoreRow, Point } from '../repositories/store-finder.js';

type Answer = Schemas['PublicStoreListResponse']['data'];

/** An open state as the contract answers it. */
export function presentOpenState(state: OpenState): Schemas['OpenState'] {
  return {
    state: state.state,
    changesAt: state.changesAt?.toISOString() ?? null,
    note: state.state === 'temporarilyClosed' ? state.note : null,
  };
}

/** The point to search near, or the empty answer's reason (a pincode we cannot place). */
function pointOf(query: {
  pincode?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
}): Point | Answer['reason'] {
  const { lat, lng } = query;
  if (lat !== undefined || lng !== undefined) {
    if (lat === undefined) throw badRequest(invalidFieldMessage('lat', FINDER_POINT_INCOMPLETE));
    if (lng === undefined) throw badRequest(invalidFieldMessage('lng', FINDER_POINT_INCOMPLETE));
    if (!isInHyderabad(lat, lng)) throw badRequest(invalidFieldMessage('lat', COMING_SOON));
    return { latitude: lat, longitude: lng };
  }
  if (query.pincode === undefined)
    throw badRequest(invalidFieldMessage('pincode', FINDER_POINT_NEEDED));
  const pincode = query.pincode.trim();
  const centre = pincodeCentre(pincode);
  if (centre) return centre;
  return /^\d{6}$/.test(pincode) && !isHyderabadStorePincode(pincode)
    ? 'comingSoon'
    : 'unknownPincode';
}

export async function findStores(
  repos: Pick<Repositories, 'storeFinder'>,
  query: { pincode?: string | undefined; lat?: number | undefined; lng?: number | undefined },
  now: Date,
): Promise<Answer> {
  const point = pointOf(query);
  if (point === null || typeof point === 'string')
    return { stores: [], reason: point, nearest: null };
  const rows = await repos.storeFinder.storesNear(point, NEARBY_METERS, FINDER_MAX_STORES);
  const nearest = rows.length === 0 ? await repos.storeFinder.nearestStore(point) : null;
  const card = (row: NearbyStoreRow): Schemas['PublicStore'] => ({
    _id: row.id,
    name: row.name,
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      pincode: row.pincode,
      country: row.country,
    },
    phone: row.phone,
    location: { latitude: row.latitude, longitude: row.longitude },
    distanceMeters: row.distanceMeters,
    open: presentOpenState(openState(row.hours ?? NO_HOURS, row.closure, now)),
  });
  return {
    stores: rows.map(card),
    reason: null,
    nearest: nearest === null ? null : card(nearest),
  };
}
