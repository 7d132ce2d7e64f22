// PATCH /api/store-owner/registration (saveOwnerRegistration): one step's fields.
import type { OwnerRegistrationSection } from '@kirana/api-client/types';
import { ownerApi } from '../../../lib/owner-api';
import type { OwnerView } from './view';
import { unwrap } from '../../../lib/api';

export async function saveSection(section: OwnerRegistrationSection): Promise<OwnerView> {
  return (await unwrap(ownerApi.PATCH('/api/store-owner/registration', { body: section }))).data;
}
