// PUT /api/store-owner/store/hours (setOwnerStoreHours): the week's hours and the closure.
import { unwrap } from '../../../lib/api';
import type { StoreHours, StoreHoursRequest } from '@kirana/api-client/types';
import { ownerApi } from '../../../lib/owner-api';

export async function saveHours(body: StoreHoursRequest): Promise<StoreHours> {
  return (await unwrap(ownerApi.PUT('/api/store-owner/store/hours', { body }))).data.storeHours;
}
