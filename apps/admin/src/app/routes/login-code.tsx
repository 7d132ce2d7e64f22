// /admin/login/code: the second step of a sign-in (the login's challenge in navigation state;
// without one, back to the login).
import { SecondStepForm } from '../../features/auth/components/second-step-form';
import { SECOND_STEP_TITLE } from '../../features/auth/messages';
import { SecondStepPage } from '../second-step-page';

export function Component() {
  return <SecondStepPage step="code" title={SECOND_STEP_TITLE} Form={SecondStepForm} />;
}
