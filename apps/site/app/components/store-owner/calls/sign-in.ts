// POST /api/auth/branch/login/complete (completeOwnerSignIn): the code back, an owner's session.
import { api, unwrap } from '../../../lib/api';

/** Signs in with the code of a request: the owner, their token and when it ends. */
export async function signIn(requestId: string, code: string) {
  const body = await unwrap(
    api.POST('/api/auth/branch/login/complete', { body: { requestId, code } }),
  );
  return body.data;
}
