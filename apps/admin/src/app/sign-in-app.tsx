// A first visit to a sign-in page (login, second step, enrolment, invite) without the router or
// the query cache (issue 43): the screen's module alone, moved between by the browser's history.
// A page that is not a sign-in screen (the dashboard once signed in, the back button) hands over
// to the app (`onLeave`), which the entry loads then; the first form sent starts that download.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
} from 'react';
import { routes } from '../config/paths';
import {
  SignInNavigationContext,
  type SignInLocation,
  type SignInNavigation,
} from '../lib/sign-in-navigation';
import { ErrorBoundary } from './error-page';
import { RouteLoading } from './route-loading';
import { Component as LoginScreen } from './routes/login';
import { isSignInPage, withoutTrailingSlash } from './sign-in-pages';

const screen = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(async () => ({ default: (await load()).Component }));

// The login comes with this module (the first page of most visits); the others load when opened.
const SCREENS: Readonly<Record<string, ComponentType>> = {
  [routes.login]: LoginScreen,
  [routes.loginCode]: screen(() => import('./routes/login-code')),
  [routes.loginEnrol]: screen(() => import('./routes/login-enrol')),
  [routes.acceptInvite]: screen(() => import('./routes/accept-invite')),
};

/** The browser's location, with the navigation state as React Router keeps it (`usr`). */
function browserLocation(): SignInLocation {
  const state = window.history.state as { usr?: unknown } | null;
  return {
    pathname: withoutTrailingSlash(window.location.pathname),
    hash: window.location.hash,
    state: state?.usr ?? null,
  };
}

export interface SignInAppProps {
  /** Called when the page is no longer a sign-in screen: the app takes over the same URL. */
  onLeave: () => void;
  /** Starts loading the app (called once, when the first form is sent). */
  preload?: () => void;
}

export function SignInApp({ onLeave, preload }: SignInAppProps) {
  const [location, setLocation] = useState(browserLocation);
  const follow = useCallback(() => {
    const next = browserLocation();
    if (isSignInPage(next.pathname)) setLocation(next);
    else onLeave();
  }, [onLeave]);
  const navigate = useCallback<SignInNavigation['navigate']>(
    (to, options) => {
      const current = window.history.state as { idx?: number } | null;
      const index = (current?.idx ?? 0) + (options?.replace ? 0 : 1);
      // The entry as React Router writes it, so the app reads the same state after handing over.
      const entry = {
        usr: options?.state ?? null,
        key: Math.random().toString(36).slice(2, 10),
        idx: index,
      };
      if (options?.replace) window.history.replaceState(entry, '', to);
      else window.history.pushState(entry, '', to);
      follow();
    },
    [follow],
  );
  useEffect(() => {
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [follow]);
  useEffect(() => {
    if (!preload) return undefined;
    const start = () => preload();
    document.addEventListener('submit', start, { capture: true, once: true });
    return () => document.removeEventListener('submit', start, { capture: true });
  }, [preload]);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  const Screen = SCREENS[location.pathname];
  return (
    <SignInNavigationContext.Provider value={value}>
      <ErrorBoundary>
        <Suspense fallback={<RouteLoading />}>{Screen && <Screen />}</Suspense>
      </ErrorBoundary>
    </SignInNavigationContext.Provider>
  );
}
