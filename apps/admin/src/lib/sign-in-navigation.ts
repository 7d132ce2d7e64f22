// How the sign-in screens move between themselves and into the app, without depending on the
// router (issue 43): the signed-in app gives them React Router's location and navigate
// (app/router.tsx), and a first visit to a sign-in page gives them the browser's history
// (app/sign-in-app.tsx) so the router loads only after sign-in.
import { createContext, useContext, useEffect } from 'react';

export interface SignInLocation {
  pathname: string;
  hash: string;
  /** The navigation state the screen was opened with (a second step's challenge). */
  state: unknown;
}

export interface SignInNavigation {
  location: SignInLocation;
  navigate: (to: string, options?: { state?: unknown; replace?: boolean }) => void;
}

export const SignInNavigationContext = createContext<SignInNavigation | null>(null);

export function useSignInNavigation(): SignInNavigation {
  const navigation = useContext(SignInNavigationContext);
  if (!navigation) throw new Error('A sign-in screen needs a SignInNavigationContext.');
  return navigation;
}

/** Replaces the current page with `to` once rendered (a screen opened without its state). */
export function useRedirect(to: string | null): void {
  const { navigate } = useSignInNavigation();
  useEffect(() => {
    if (to !== null) navigate(to, { replace: true });
  }, [to, navigate]);
}
