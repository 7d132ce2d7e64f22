// What the signed-in admin's role may do (issue 25): the permissions the server sent with the
// admin (login or profile). The app hides what a role cannot use; the API refuses it anyway.
import type { Admin } from '@kirana/api-client/types';
import type { Permission } from '@kirana/domain/team';
import { useSession } from './session';

export type { Permission };

/** True when the admin's role includes the permission; nobody signed in may do nothing. */
export function can(admin: Admin | null, permission: Permission): boolean {
  return admin?.permissions.includes(permission) ?? false;
}

/** `can` for the signed-in admin, in a component. */
export function useCan(): (permission: Permission) => boolean {
  const admin = useSession((state) => state.admin);
  return (permission) => can(admin, permission);
}
