// /admin/login/code: the second step of a sign-in (the login's challenge in navigation state;
// without one, back to the login).
import { SignInCard } from '../../components/sign-in-card';
import { routes } from '../../config/paths';
import { SecondStepForm } from '../../features/auth/components/second-step-form';
import { usePendingSecondStep } from '../../features/auth/hooks/use-pending-second-step';
import { SECOND_STEP_TITLE } from '../../features/auth/messages';
import { useSignInNavigation } from '../../lib/sign-in-navigation';

export function Component() {
  const { navigate } = useSignInNavigation();
  const pending = usePendingSecondStep('code');
  if (!pending) return null;
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
