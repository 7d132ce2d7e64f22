// The invitee's calls (no session): GET /api/invites/{token} reads the invite, POST
// /api/invites/{token}/accept sets name and password.

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/client';
import { api } from '../../../lib/api-client';

const inviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invite', token],
    queryFn: async ({ signal }) => {
      const { data } = await unwrap(
        api.GET('/api/invites/{token}', { params: { path: { token } }, signal }),
      );
      return data.invite;
    },
    retry: false,
  });

export function useInvite(token: string) {
  return useQuery({ ...inviteQueryOptions(token), enabled: token.length > 0 });
}

export async function acceptInvite(input: { token: string; name: string; password: string }) {
  const { token, ...body } = input;
  return (
    await unwrap(api.POST('/api/invites/{token}/accept', { params: { path: { token } }, body }))
  ).data.admin;
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}
