// The store finder's one API call, in a file of its own like every call of the apps.
import type { PublicStore } from '@kirana/api-client/types';
import { api, unwrap } from '../../lib/api';

/** GET /api/public/stores?pincode=: the approved stores serving a pincode (maybe none). */
export async function findStores(pincode: string): Promise<PublicStore[]> {
  const body = await unwrap(api.GET('/api/public/stores', { params: { query: { pincode } } }));
  return body.data.stores;
}
