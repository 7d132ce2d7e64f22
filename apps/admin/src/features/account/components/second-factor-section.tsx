// My account's "Two-step sign-in" section: replace one's authenticator app. The password and a
// current code (or a recovery code) show a new QR code and key; a code of the new app replaces
// the old factor, and the ten new recovery codes are shown once. A self-contained section: the
// My account page places it.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@kirana/ui/alert';
import { AuthenticatorSetup } from '@kirana/ui/authenticator-setup';
import { Button } from '@kirana/ui/button';
import { Card } from '@kirana/ui/card';
import { OneTimeCodeInput } from '@kirana/ui/one-time-code-input';
import { PasswordField } from '@kirana/ui/password-field';
import type { TotpSecret } from '@kirana/api-client/types';
import { PASSWORD_REQUIRED } from '@kirana/domain/auth';
import { UNEXPECTED_ERROR } from '@kirana/domain/common';
import { NewRecoveryCodes, useNewAppCode } from '../../../components/new-authenticator';
import { SecondFactorField, useSecondFactorEntry } from '../../../components/second-factor-field';
import { fieldErrorOf, refusalWords } from '../../../lib/errors';
import { useConfirmSecondFactorReset } from '../api/confirm-second-factor-reset';
import { useStartSecondFactorReset } from '../api/start-second-factor-reset';
import {
  CANCEL,
  CHECKING,
  CONFIRM_NEW_APP,
  CONTINUE,
  CURRENT_CODE_LABEL,
  NEW_APP_INTRO,
  NEW_CODE_LABEL,
  PASSWORD_LABEL,
  REPLACED,
  REPLACE_APP,
  REPLACING,
  SECOND_FACTOR_INTRO,
  SECOND_FACTOR_TITLE,
} from '../messages';
import {
  RECOVERY_CODE_LABEL,
  RECOVERY_SAVED,
  USE_APP_CODE,
  USE_RECOVERY_CODE,
} from '../../../lib/messages';
import styles from './second-factor-section.module.css';

type Step =
  | { name: 'idle' }
  | { name: 'verify' }
  | { name: 'new-app'; challengeToken: string; totp: TotpSecret }
  | { name: 'done'; recoveryCodes: string[] };

const FIELDS = ['password', 'code', 'recoveryCode'] as const;
type Field = (typeof FIELDS)[number];

export function SecondFactorSection() {
  const headingId = useId();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.title}>
        {SECOND_FACTOR_TITLE}
      </h2>
      {step.name === 'idle' && (
        <>
          <p className={styles.intro}>{SECOND_FACTOR_INTRO}</p>
          <div>
            <Button type="button" variant="secondary" onClick={() => setStep({ name: 'verify' })}>
              {REPLACE_APP}
            </Button>
          </div>
        </>
      )}
      {step.name === 'verify' && (
        <VerifyForm
          onCancel={() => setStep({ name: 'idle' })}
          onVerified={(challengeToken, totp) => setStep({ name: 'new-app', challengeToken, totp })}
        />
      )}
      {step.name === 'new-app' && (
        <NewAppForm
          challengeToken={step.challengeToken}
          totp={step.totp}
          onCancel={() => setStep({ name: 'idle' })}
          onReplaced={(recoveryCodes) => setStep({ name: 'done', recoveryCodes })}
        />
      )}
      {step.name === 'done' && (
        <>
          <Alert variant="success">{REPLACED}</Alert>
          <NewRecoveryCodes codes={step.recoveryCodes} />
          <div>
            <Button type="button" onClick={() => setStep({ name: 'idle' })}>
              {RECOVERY_SAVED}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}

/** A step's buttons: its submit, any others, and Cancel (back to the section's start). */
function Actions({
  busy,
  busyLabel,
  submitLabel,
  onCancel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  submitLabel: string;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      <Button type="submit" busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
      {children}
      <Button type="button" variant="ghost" onClick={onCancel}>
        {CANCEL}
      </Button>
    </div>
  );
}

function VerifyForm({
  onCancel,
  onVerified,
}: {
  onCancel: () => void;
  onVerified: (challengeToken: string, totp: TotpSecret) => void;
}) {
  const start = useStartSecondFactorReset();
  const [password, setPassword] = useState('');
  const entry = useSecondFactorEntry();
  const { mode } = entry;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const served = fieldErrorOf(start.error, FIELDS);
  const shown = { ...served, ...errors };
  const general =
    start.isError && Object.keys(served).length === 0
      ? refusalWords(start.error, UNEXPECTED_ERROR.text)
      : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!password) found.password = PASSWORD_REQUIRED.text;
    if (entry.invalid) found[mode === 'code' ? 'code' : 'recoveryCode'] = entry.invalid;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    start.mutate(
      { password, ...entry.entered },
      {
        onSuccess: (data) => onVerified(data.challengeToken, data.totp),
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {general && <Alert variant="error">{general}</Alert>}
      <PasswordField
        label={PASSWORD_LABEL}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={shown.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SecondFactorField
        {...entry.field}
        codeLabel={CURRENT_CODE_LABEL}
        recoveryLabel={RECOVERY_CODE_LABEL}
        error={mode === 'code' ? shown.code : shown.recoveryCode}
      />
      <Actions
        busy={start.isPending}
        busyLabel={CHECKING}
        submitLabel={CONTINUE}
        onCancel={onCancel}
      >
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            entry.switchMode();
            setErrors({});
            start.reset();
          }}
        >
          {mode === 'code' ? USE_RECOVERY_CODE : USE_APP_CODE}
        </Button>
      </Actions>
    </form>
  );
}

function NewAppForm({
  challengeToken,
  totp,
  onCancel,
  onReplaced,
}: {
  challengeToken: string;
  totp: TotpSecret;
  onCancel: () => void;
  onReplaced: (recoveryCodes: string[]) => void;
}) {
  const confirm = useConfirmSecondFactorReset();
  const newCode = useNewAppCode();
  const served = fieldErrorOf(confirm.error, ['code'] as const).code;
  const general =
    confirm.isError && !served ? refusalWords(confirm.error, UNEXPECTED_ERROR.text) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!newCode.check()) return;
    confirm.mutate({ challengeToken, code: newCode.code }, { onSuccess: onReplaced });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{NEW_APP_INTRO}</p>
      <AuthenticatorSetup qrCodeSvg={totp.qrCodeSvg} secret={totp.secret} account={totp.account} />
      {general && <Alert variant="error">{general}</Alert>}
      <OneTimeCodeInput
        label={NEW_CODE_LABEL}
        {...newCode.input}
        error={newCode.invalid ?? served}
      />
      <Actions
        busy={confirm.isPending}
        busyLabel={REPLACING}
        submitLabel={CONFIRM_NEW_APP}
        onCancel={onCancel}
      />
    </form>
  );
}
