// /admin/login/enrol: setting up an authenticator app at sign-in, then the recovery codes (the
// login's challenge in navigation state; without one, back to the login).
import { Enrolment } from '../../features/auth/components/enrolment';
import { ENROL_TITLE } from '../../features/auth/messages';
import { SecondStepPage } from '../second-step-page';

export function Component() {
  return <SecondStepPage step="enrol" title={ENROL_TITLE} wide Form={Enrolment} />;
}
