// POST /api/auth/branch/logout (ownerSignOut): the token stops working.
import { ownerApi } from '../../../lib/owner-api';
import { unwrap } from '../../../lib/api';

export async function signOut(): Promise<void> {
  await unwrap(ownerApi.POST('/api/auth/branch/logout'));
}
