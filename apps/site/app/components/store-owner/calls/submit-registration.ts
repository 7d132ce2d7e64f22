// POST /api/store-owner/registration/submit (submitOwnerRegistration): to the team's review.
import { ownerApi } from '../../../lib/owner-api';
import type { OwnerView } from './view';
import { unwrap } from '../../../lib/api';

export async function submitRegistration(): Promise<OwnerView> {
  return (await unwrap(ownerApi.POST('/api/store-owner/registration/submit'))).data;
}
