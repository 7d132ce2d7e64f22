// Which first pages are sign-in screens, shown without the app (./sign-in-app.tsx): the entry
// asks before loading anything else (issue 43).
import { routes } from '../config/paths';
import { getSession, hasValidSession } from '../lib/session';

/** The sign-in screens: the login, its second step and enrolment, and the invite. */
export const SIGN_IN_PAGES: readonly string[] = [
  routes.login,
  routes.loginCode,
  routes.loginEnrol,
  routes.acceptInvite,
];

/** The pages a valid session skips (the router's redirectIfSignedIn). */
const SIGNED_OUT_ONLY: readonly string[] = [routes.login, routes.loginCode, routes.loginEnrol];

export const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** True when the page at `pathname` is a sign-in screen shown without the app. */
export function isSignInPage(pathname: string, session = getSession()): boolean {
  const path = withoutTrailingSlash(pathname);
  if (!SIGN_IN_PAGES.includes(path)) return false;
  return !(SIGNED_OUT_ONLY.includes(path) && hasValidSession(session));
}
