// Enrolment at sign-in: the new secret of the challenge (a read, the same each time), then its
// confirmation with a first code, which answers the session and the recovery codes. The session
// starts only when the admin says they saved the codes (`startSession`), so the codes stay on
// screen until then. Both run before the query cache is loaded (lib/requests.ts).

import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { useAction, useRead } from '../../../lib/requests';

export function useEnrolmentSecret(challengeToken: string) {
  return useRead(challengeToken, async (signal) => {
    const { data } = await unwrap(
      api.POST('/api/auth/admin/enrolment/secret', { body: { challengeToken }, signal }),
    );
    return data;
  });
}

export function useConfirmEnrolment() {
  return useAction(
    async (body: { challengeToken: string; code: string }) =>
      (await unwrap(api.POST('/api/auth/admin/enrolment/confirm', { body }))).data,
  );
}
