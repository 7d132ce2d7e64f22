// Route guards. A missing or expired session sends the user to the login page (and an expired
// one is cleared); a valid session skips the login page.

import { redirect } from 'react-router';
import { routes } from '../config/paths';
import { getSession, hasValidSession } from '../lib/session';

/** Loader of every signed-in route (all of /admin and /create-affiliate-product). */
export function requireSession(): null {
  const session = getSession();
  if (hasValidSession(session)) return null;
  if (session.token !== null || session.expiresAt !== null || session.admin !== null) {
    session.clear();
  }
  throw redirect(routes.login);
}

/** Loader of the login page: a valid stored token goes straight to the dashboard. */
export function redirectIfSignedIn(): null {
  if (hasValidSession(getSession())) throw redirect(routes.dashboard);
  return null;
}
