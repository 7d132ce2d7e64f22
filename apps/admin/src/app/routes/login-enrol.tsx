// /admin/login/enrol: setting up an authenticator app at sign-in, then the recovery codes (the
// login's challenge in navigation state; without one, back to the login).
import { SignInCard } from '../../components/sign-in-card';
import { routes, type SecondStepNavigationState } from '../../config/paths';
import { Enrolment } from '../../features/auth/components/enrolment';
import { ENROL_TITLE } from '../../features/auth/messages';
import { useRedirect, useSignInNavigation } from '../../lib/sign-in-navigation';

export function Component() {
  const { location, navigate } = useSignInNavigation();
  const pending = (location.state as SecondStepNavigationState | null)?.secondStep;
  const missing = !pending || pending.secondStep !== 'enrol';
  useRedirect(missing ? routes.login : null);
  if (missing) return null;
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
