// POST /api/auth/branch/logout (ownerSignOut): the token stops working.
import { unwrap } from '@kirana/api-client/client';
import { ownerApi } from '../../../lib/owner-api';

export async function signOut(): Promise<void> {
  await unwrap(ownerApi.POST('/api/auth/branch/logout'));
}
