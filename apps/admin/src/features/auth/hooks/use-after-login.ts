// Where a right password leads: the dashboard when the session has started, else the second
// step it still owes (a code of the app, or setting one up), with its challenge in the
// navigation state. The login screen and an accepted invite sign in the same way.
import { routes, type SecondStepNavigationState } from '../../../config/paths';
import { useSignInNavigation } from '../../../lib/sign-in-navigation';
import type { PendingSecondStep } from '../api/login';

export function useAfterLogin(): (secondStep: PendingSecondStep | null) => void {
  const { navigate } = useSignInNavigation();
  return (secondStep) => {
    if (!secondStep) return navigate(routes.dashboard, { replace: true });
    const state: SecondStepNavigationState = { secondStep };
    navigate(secondStep.secondStep === 'code' ? routes.loginCode : routes.loginEnrol, {
      state,
      replace: true,
    });
  };
}
