// POST /api/store-owner/registration (startOwnerRegistration): the owner's draft, new or theirs.
import { ownerApi } from '../../../lib/owner-api';
import type { OwnerView } from './view';
import { unwrap } from '../../../lib/api';

export async function startRegistration(): Promise<OwnerView> {
  return (await unwrap(ownerApi.POST('/api/store-owner/registration'))).data;
}
