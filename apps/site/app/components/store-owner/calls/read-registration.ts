// GET /api/store-owner/registration (getOwnerRegistration): the owner and their registration.
import { ownerApi } from '../../../lib/owner-api';
import type { OwnerView } from './view';
import { unwrap } from '../../../lib/api';

export async function readRegistration(): Promise<OwnerView> {
  return (await unwrap(ownerApi.GET('/api/store-owner/registration'))).data;
}
