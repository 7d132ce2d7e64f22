// The Owner's writes to the team, one call each: invite (POST /api/admin/invites), send again,
// cancel, change a role, deactivate, reactivate. Each refetches the team and its invites.

import { unwrap } from '@kirana/api-client/errors';
import type { Role } from '@kirana/domain/team';
import { api } from '../../../lib/api-client';
import { refetch, useApiMutation } from '../../../lib/mutations';
import { teamKeys } from './keys';

export async function createInvite(body: { email: string; role: Role }) {
  return (await unwrap(api.POST('/api/admin/invites', { body }))).data.invite;
}

export async function resendInvite(inviteId: string) {
  const path = { params: { path: { inviteId } } };
  return (await unwrap(api.POST('/api/admin/invites/{inviteId}/resend', path))).data.invite;
}

export async function cancelInvite(inviteId: string) {
  await unwrap(api.DELETE('/api/admin/invites/{inviteId}', { params: { path: { inviteId } } }));
}

export async function changeRole({ adminId, role }: { adminId: string; role: Role }) {
  const res = api.PATCH('/api/admin/admins/{adminId}/role', {
    params: { path: { adminId } },
    body: { role },
  });
  return (await unwrap(res)).data.admin;
}

export async function deactivateAdmin(adminId: string) {
  const path = { params: { path: { adminId } } };
  return (await unwrap(api.POST('/api/admin/admins/{adminId}/deactivate', path))).data.admin;
}

export async function reactivateAdmin(adminId: string) {
  const path = { params: { path: { adminId } } };
  return (await unwrap(api.POST('/api/admin/admins/{adminId}/reactivate', path))).data.admin;
}

/** A team write that refetches the team and the invites after it. */
function useTeamWrite<A, R>(write: (args: A) => Promise<R>) {
  return useApiMutation(write, { onSuccess: (queryClient) => refetch(queryClient, teamKeys.all) });
}

export const useCreateInvite = () => useTeamWrite(createInvite);
export const useResendInvite = () => useTeamWrite(resendInvite);
export const useCancelInvite = () => useTeamWrite(cancelInvite);
export const useChangeRole = () => useTeamWrite(changeRole);
export const useDeactivateAdmin = () => useTeamWrite(deactivateAdmin);
export const useReactivateAdmin = () => useTeamWrite(reactivateAdmin);
