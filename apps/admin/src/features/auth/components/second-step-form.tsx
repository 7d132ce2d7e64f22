// The second step of a sign-in: a code of the authenticator app, or (switched to) a recovery
// code. A wrong code is shown at the field; a challenge that ended (expired, used, too many wrong
// codes) sends the admin back to the login with the server's words.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { UNEXPECTED_ERROR } from '@kirana/domain/common';
import { SecondFactorField, useSecondFactorEntry } from '../../../components/second-factor-field';
import { hasCode, refusalWords } from '../../../lib/errors';
import { useSecondStep } from '../api/second-step';
import {
  BACK_TO_LOGIN,
  CODE_LABEL,
  RECOVERY_STEP_INTRO,
  SECOND_STEP_INTRO,
  VERIFY,
  VERIFYING,
} from '../messages';
import { RECOVERY_CODE_LABEL, USE_APP_CODE, USE_RECOVERY_CODE } from '../../../lib/messages';
import type { SecondStepProps } from '../hooks/use-pending-second-step';
import styles from './two-step.module.css';

export function SecondStepForm({
  challengeToken,
  rememberMe,
  onSignedIn,
  onRestart,
}: SecondStepProps) {
  const secondStep = useSecondStep(rememberMe);
  const entry = useSecondFactorEntry();
  const { mode } = entry;
  const [invalid, setInvalid] = useState<string | null>(null);
  // The field is the one thing to do on this step: focused when the step opens and when the
  // admin switches between an app's code and a recovery code (issue 39).
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
  }, [mode]);

  const ended = hasCode(secondStep.error, 'SECOND_STEP_ENDED');
  const refusal = secondStep.isError ? refusalWords(secondStep.error, UNEXPECTED_ERROR.text) : null;
  const wrongCode = hasCode(secondStep.error, 'INVALID_CODE');
  const fieldError = invalid ?? (wrongCode ? refusal : null) ?? undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (entry.invalid) {
      setInvalid(entry.invalid);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setInvalid(null);
    secondStep.mutate({ challengeToken, ...entry.entered }, { onSuccess: onSignedIn });
  }

  function switchMode() {
    entry.switchMode();
    setInvalid(null);
    secondStep.reset();
  }

  if (ended) {
    return (
      <div className={styles.stack}>
        <Alert variant="error">{refusal}</Alert>
        <Button type="button" fullWidth size="lg" onClick={onRestart}>
          {BACK_TO_LOGIN}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <p className={styles.intro}>{mode === 'code' ? SECOND_STEP_INTRO : RECOVERY_STEP_INTRO}</p>
      {refusal && !wrongCode && <Alert variant="error">{refusal}</Alert>}
      <SecondFactorField
        {...entry.field}
        codeLabel={CODE_LABEL}
        recoveryLabel={RECOVERY_CODE_LABEL}
        error={fieldError}
        ref={field}
      />
      <Button type="submit" fullWidth size="lg" busy={secondStep.isPending} busyLabel={VERIFYING}>
        {VERIFY}
      </Button>
      <div className={styles.links}>
        <Button type="button" variant="ghost" size="sm" onClick={switchMode}>
          {mode === 'code' ? USE_RECOVERY_CODE : USE_APP_CODE}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onRestart}>
          {BACK_TO_LOGIN}
        </Button>
      </div>
    </form>
  );
}
