// /admin/login/code: the second step of a sign-in (the login's challenge in navigation state;
// without one, back to the login).
import { SignInCard } from '../../components/sign-in-card';
import { routes, type SecondStepNavigationState } from '../../config/paths';
import { SecondStepForm } from '../../features/auth/components/second-step-form';
import { SECOND_STEP_TITLE } from '../../features/auth/messages';
import { useRedirect, useSignInNavigation } from '../../lib/sign-in-navigation';

export function Component() {
  const { location, navigate } = useSignInNavigation();
  const pending = (location.state as SecondStepNavigationState | null)?.secondStep;
  const missing = !pending || pending.secondStep !== 'code';
  useRedirect(missing ? routes.login : null);
  if (missing) return null;
  return (
    <SignInCard title={SECOND_STEP_TITLE}>
      <SecondStepForm
        challengeToken={pending.challengeToken}
        rememberMe={pending.rememberMe}
        onSignedIn={() => navigate(routes.dashboard, { replace: true })}
        onRestart={() => navigate(routes.login, { replace: true })}
      />
    </SignInCard>
  );
}
