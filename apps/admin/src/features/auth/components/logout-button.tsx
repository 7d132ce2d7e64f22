// Logout in the header.
import { Button } from '@kirana/ui/button';
import { useLogout } from '../api/logout';

/** Revokes the token on the server and ends the session (even when that call fails). */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={logout.isPending}
      busyLabel="Logging out..."
      onClick={() => logout.mutate()}
    >
      Logout
    </Button>
  );
}
