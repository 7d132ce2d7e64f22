// GET /api/store-owner/store/hours (getOwnerStoreHours): the store's hours, closure and state now.
import { unwrap } from '../../../lib/api';
import type { StoreHours } from '@kirana/api-client/types';
import { ownerApi } from '../../../lib/owner-api';

export async function readHours(): Promise<StoreHours> {
  return (await unwrap(ownerApi.GET('/api/store-owner/store/hours'))).data.storeHours;
}
