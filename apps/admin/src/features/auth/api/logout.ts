// POST /api/auth/admin/logout: revokes the token on the server. The session ends here whether
// or not that call succeeds; `notice` is shown on the login page afterwards.

import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutations';
import { getSession } from '../../../lib/session';

export async function logout(_options?: { notice?: string }) {
  return unwrap(api.POST('/api/auth/admin/logout'));
}

export function useLogout() {
  return useApiMutation(logout, {
    onSettled: (queryClient, options) => {
      getSession().clear(options?.notice);
      queryClient.removeQueries();
    },
  });
}
