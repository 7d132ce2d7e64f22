// The invitee's calls (no session): GET /api/invites/{token} reads the invite, POST
// /api/invites/{token}/accept sets name and password. The invite page is a sign-in screen, shown
// before the query cache is loaded (lib/requests.ts).

import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { useAction, useRead } from '../../../lib/requests';

export function useInvite(token: string) {
  return useRead(token.length > 0 ? token : null, async (signal) => {
    const { data } = await unwrap(
      api.GET('/api/invites/{token}', { params: { path: { token } }, signal }),
    );
    return data.invite;
  });
}

export async function acceptInvite(input: { token: string; name: string; password: string }) {
  const { token, ...body } = input;
  return (
    await unwrap(api.POST('/api/invites/{token}/accept', { params: { path: { token } }, body }))
  ).data.admin;
}

export function useAcceptInvite() {
  return useAction(acceptInvite);
}
