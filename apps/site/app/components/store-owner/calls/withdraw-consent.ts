// POST /api/store-owner/consent/withdraw (withdrawOwnerConsent): the registration's data erased
// now, an approved store delisted first (issue 40 §4).
import type { SuccessBody } from '@kirana/api-client/types';
import { unwrap } from '../../../lib/api';
import { ownerApi } from '../../../lib/owner-api';

export type ConsentWithdrawn = SuccessBody<'withdrawOwnerConsent'>['data'];

export async function withdrawConsent(): Promise<ConsentWithdrawn> {
  return (await unwrap(ownerApi.POST('/api/store-owner/consent/withdraw'))).data;
}
