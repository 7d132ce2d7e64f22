// GET /api/store-owner/registration (getOwnerRegistration): the owner and their registration.
import { unwrap } from '@kirana/api-client/client';
import { ownerApi } from '../../../lib/owner-api';
import type { OwnerView } from './view';

export async function readRegistration(): Promise<OwnerView> {
  return (await unwrap(ownerApi.GET('/api/store-owner/registration'))).data;
}
