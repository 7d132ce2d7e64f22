// POST /api/store-owner/registration/submit (submitOwnerRegistration): to the team's review.
import { unwrap } from '@kirana/api-client/client';
import { ownerApi } from '../../../lib/owner-api';
import type { OwnerView } from './view';

export async function submitRegistration(): Promise<OwnerView> {
  return (await unwrap(ownerApi.POST('/api/store-owner/registration/submit'))).data;
}
