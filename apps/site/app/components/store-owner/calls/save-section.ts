// PATCH /api/store-owner/registration (saveOwnerRegistration): one step's fields.
import { unwrap } from '@kirana/api-client/client';
import type { OwnerRegistrationSection } from '@kirana/api-client/types';
import { ownerApi } from '../../../lib/owner-api';
import type { OwnerView } from './view';

export async function saveSection(section: OwnerRegistrationSection): Promise<OwnerView> {
  return (await unwrap(ownerApi.PATCH('/api/store-owner/registration', { body: section }))).data;
}
