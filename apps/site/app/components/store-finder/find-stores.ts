// The store finder's one API call, in a file of its own like every call of the apps.
import type { PublicStoreList } from '@kirana/api-client/types';
import { api, unwrap } from '../../lib/api';

/** The finder's answer: the stores within 2 km, why there is nothing to search near, or the nearest. */
export type FinderAnswer = PublicStoreList;

/** Where to search: the pincode the visitor typed, or where their browser says they are. */
export type FinderPoint = { pincode: string } | { lat: number; lng: number };

/** GET /api/public/stores: approved stores within 2 km of a pincode's centre or of a location. */
export async function findStores(point: FinderPoint): Promise<FinderAnswer> {
  const body = await unwrap(api.GET('/api/public/stores', { params: { query: point } }));
  return body.data;
}
