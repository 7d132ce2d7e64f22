// The two routes after a login's first step (/admin/login/code and /admin/login/enrol): the login's
// challenge from navigation state (without one, back to the login), a sign-in card, and the step's
// form, which goes on to the dashboard once signed in or back to the login to start again.
import type { ComponentType } from 'react';
import { SignInCard } from '../components/sign-in-card';
import { routes } from '../config/paths';
import {
  usePendingSecondStep,
  type SecondStepProps,
} from '../features/auth/hooks/use-pending-second-step';
import { useSignInNavigation } from '../lib/sign-in-navigation';

export function SecondStepPage({
  step,
  title,
  wide,
  Form,
}: {
  step: 'code' | 'enrol';
  title: string;
  wide?: boolean;
  Form: ComponentType<SecondStepProps>;
}) {
  const { navigate } = useSignInNavigation();
  const pending = usePendingSecondStep(step);
  if (!pending) return null;
  return (
    <SignInCard title={title} wide={wide}>
      <Form
        challengeToken={pending.challengeToken}
        rememberMe={pending.rememberMe}
        onSignedIn={() => navigate(routes.dashboard, { replace: true })}
        onRestart={() => navigate(routes.login, { replace: true })}
      />
    </SignInCard>
  );
}
