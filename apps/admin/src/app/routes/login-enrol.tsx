// /admin/login/enrol: setting up an authenticator app at sign-in, then the recovery codes (the
// login's challenge in navigation state; without one, back to the login).
import { SignInCard } from '../../components/sign-in-card';
import { routes } from '../../config/paths';
import { Enrolment } from '../../features/auth/components/enrolment';
import { usePendingSecondStep } from '../../features/auth/hooks/use-pending-second-step';
import { ENROL_TITLE } from '../../features/auth/messages';
import { useSignInNavigation } from '../../lib/sign-in-navigation';

export function Component() {
  const { navigate } = useSignInNavigation();
  const pending = usePendingSecondStep('enrol');
  if (!pending) return null;
  return (
    <SignInCard title={ENROL_TITLE} wide>
      <Enrolment
        challengeToken={pending.challengeToken}
        rememberMe={pending.rememberMe}
        onSignedIn={() => navigate(routes.dashboard, { replace: true })}
        onRestart={() => navigate(routes.login, { replace: true })}
      />
    </SignInCard>
  );
}
