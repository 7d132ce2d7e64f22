// A session can expire while its screen stays open: this ends it on time.
import { useEffect, useState } from 'react';
import { isSessionExpired } from '@kirana/domain/auth';
import { getSession, useSession } from '../../../lib/session';

/** setTimeout waits at most this long (about 24.8 days); longer waits are re-armed. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Ends the session the moment its expiry passes, while the app is open. */
export function useSessionExpiry(): void {
  const expiresAt = useSession((state) => state.expiresAt);
  const [rearm, setRearm] = useState(0);
  useEffect(() => {
    if (expiresAt === null) return undefined;
    const wait = Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMEOUT_MS);
    const timer = setTimeout(() => {
      if (isSessionExpired(expiresAt, Date.now())) getSession().clear();
      else setRearm((count) => count + 1);
    }, wait);
    return () => clearTimeout(timer);
  }, [expiresAt, rearm]);
}
