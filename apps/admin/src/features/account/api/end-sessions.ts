// DELETE /api/admin/account/sessions/{sessionId} and POST .../end-others: end one other session,
// or every other one; the list is read again either way.

import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { refetch, useApiMutation } from '../../../lib/mutations';
import { accountKeys } from './keys';

/** `sessionId`, or "others" for every session but this one. */
export type EndTarget = string;
export const OTHERS = 'others';

export function useEndSessions() {
  return useApiMutation(
    async (target: EndTarget) =>
      target === OTHERS
        ? unwrap(api.POST('/api/admin/account/sessions/end-others'))
        : unwrap(
            api.DELETE('/api/admin/account/sessions/{sessionId}', {
              params: { path: { sessionId: target } },
            }),
          ),
    { onSettled: (queryClient) => refetch(queryClient, accountKeys.sessions()) },
  );
}
