// The second step a sign-in screen was opened for (the login's challenge in navigation state);
// opened without it (a reload elsewhere, a typed address), the screen goes back to the login.
import { routes, type SecondStepNavigationState } from '../../../config/paths';
import { useRedirect, useSignInNavigation } from '../../../lib/sign-in-navigation';

type Pending = NonNullable<SecondStepNavigationState['secondStep']>;

export function usePendingSecondStep(kind: Pending['secondStep']): Pending | null {
  const { location } = useSignInNavigation();
  const pending = (location.state as SecondStepNavigationState | null)?.secondStep;
  const found = pending?.secondStep === kind ? pending : null;
  useRedirect(found ? null : routes.login);
  return found;
}

/** What a second step's form takes: the pending challenge, and where to go once signed in or to start again. */
export interface SecondStepProps {
  challengeToken: string;
  rememberMe: boolean;
  onSignedIn: () => void;
  onRestart: () => void;
}
