// Enrolment at sign-in: the QR code and the key as text, a first code to confirm them, then the
// ten recovery codes shown once. The session the confirmation answered starts when the admin
// says they saved the codes, so nothing navigates away from them before.
import { useState, type FormEvent } from 'react';
import { Alert } from '@kirana/ui/alert';
import { AuthenticatorSetup } from '@kirana/ui/authenticator-setup';
import { Button } from '@kirana/ui/button';
import { LoadingState } from '@kirana/ui/loading-state';
import { OneTimeCodeInput } from '@kirana/ui/one-time-code-input';
import type { AdminSession } from '@kirana/api-client/types';
import { UNEXPECTED_ERROR } from '@kirana/domain/common';
import { NewRecoveryCodes, useNewAppCode } from '../../../components/new-authenticator';
import { hasCode, refusalWords } from '../../../lib/errors';
import { useConfirmEnrolment, useEnrolmentSecret } from '../api/enrolment';
import { startSession } from '../api/login';
import {
  BACK_TO_LOGIN,
  CODE_LABEL,
  CONFIRMING,
  CONFIRM_CODE,
  ENROL_INTRO,
  ENROL_LOADING,
  RECOVERY_INTRO,
  RECOVERY_TITLE,
} from '../messages';
import { RECOVERY_SAVED } from '../../../lib/messages';
import type { SecondStepProps } from '../hooks/use-pending-second-step';
import styles from './two-step.module.css';

export function Enrolment({ challengeToken, rememberMe, onSignedIn, onRestart }: SecondStepProps) {
  const secret = useEnrolmentSecret(challengeToken);
  const confirm = useConfirmEnrolment();
  const newCode = useNewAppCode();
  const [enrolled, setEnrolled] = useState<(AdminSession & { recoveryCodes: string[] }) | null>(
    null,
  );

  if (enrolled) {
    return (
      <div className={styles.stack}>
        <h2 className={styles.heading}>{RECOVERY_TITLE}</h2>
        <p className={styles.intro}>{RECOVERY_INTRO}</p>
        <NewRecoveryCodes codes={enrolled.recoveryCodes} />
        <Button
          type="button"
          fullWidth
          size="lg"
          onClick={() => {
            startSession(enrolled, rememberMe);
            onSignedIn();
          }}
        >
          {RECOVERY_SAVED}
        </Button>
      </div>
    );
  }

  const failed =
    secret.error ?? (hasCode(confirm.error, 'SECOND_STEP_ENDED') ? confirm.error : null);
  if (failed) {
    return (
      <div className={styles.stack}>
        <Alert variant="error">{refusalWords(failed, UNEXPECTED_ERROR.text)}</Alert>
        <Button type="button" fullWidth size="lg" onClick={onRestart}>
          {BACK_TO_LOGIN}
        </Button>
      </div>
    );
  }
  if (!secret.data) return <LoadingState>{ENROL_LOADING}</LoadingState>;

  const wrongCode = hasCode(confirm.error, 'INVALID_CODE');
  const refusal = confirm.isError ? refusalWords(confirm.error, UNEXPECTED_ERROR.text) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!newCode.check()) {
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    confirm.mutate({ challengeToken, code: newCode.code }, { onSuccess: setEnrolled });
  }

  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <p className={styles.intro}>{ENROL_INTRO}</p>
      <AuthenticatorSetup
        qrCodeSvg={secret.data.qrCodeSvg}
        secret={secret.data.secret}
        account={secret.data.account}
      />
      {refusal && !wrongCode && <Alert variant="error">{refusal}</Alert>}
      <OneTimeCodeInput
        label={CODE_LABEL}
        {...newCode.input}
        error={newCode.invalid ?? (wrongCode ? (refusal ?? undefined) : undefined)}
      />
      <Button type="submit" fullWidth size="lg" busy={confirm.isPending} busyLabel={CONFIRMING}>
        {CONFIRM_CODE}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onRestart}>
        {BACK_TO_LOGIN}
      </Button>
    </form>
  );
}
