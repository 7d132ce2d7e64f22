// The second factor's field, at sign-in and in My account: a code from the authenticator app, or
// one of the recovery codes (typed as written: no autocomplete, capitals or spell check).
import { useState, type Ref } from 'react';
import { OneTimeCodeInput } from '@kirana/ui/one-time-code-input';
import { TextField } from '@kirana/ui/text-field';
import {
  RECOVERY_CODE_INVALID,
  TOTP_CODE_INVALID,
  TOTP_DIGITS,
  isRecoveryCode,
  isTotpCode,
} from '@kirana/domain/two-step';

export type SecondFactorMode = 'code' | 'recovery';

/** What the admin types for the second factor: which kind of code, and the code. */
export function useSecondFactorEntry() {
  const [mode, setMode] = useState<SecondFactorMode>('code');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const valid = mode === 'code' ? isTotpCode(code) : isRecoveryCode(recoveryCode);
  return {
    mode,
    switchMode: () => setMode(mode === 'code' ? 'recovery' : 'code'),
    /** The code in the request's shape: `{ code }` or `{ recoveryCode }`. */
    entered: mode === 'code' ? { code } : { recoveryCode },
    /** Why the code is not one of its kind, or null. */
    invalid: valid ? null : (mode === 'code' ? TOTP_CODE_INVALID : RECOVERY_CODE_INVALID).text,
    /** The field's value props. */
    field: {
      mode,
      code,
      onCodeChange: setCode,
      recoveryCode,
      onRecoveryCodeChange: setRecoveryCode,
    },
  };
}

interface SecondFactorFieldProps {
  mode: SecondFactorMode;
  /** The app code's label (the recovery code's is `recoveryLabel`). */
  codeLabel: string;
  recoveryLabel: string;
  code: string;
  onCodeChange: (code: string) => void;
  recoveryCode: string;
  onRecoveryCodeChange: (recoveryCode: string) => void;
  /** The error of the field shown. */
  error: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function SecondFactorField({
  mode,
  codeLabel,
  recoveryLabel,
  code,
  onCodeChange,
  recoveryCode,
  onRecoveryCodeChange,
  error,
  ref,
}: SecondFactorFieldProps) {
  const field = { required: true, error, ...(ref ? { ref } : {}) };
  return mode === 'code' ? (
    <OneTimeCodeInput
      {...field}
      label={codeLabel}
      name="code"
      digits={TOTP_DIGITS}
      value={code}
      onValueChange={onCodeChange}
    />
  ) : (
    <TextField
      {...field}
      label={recoveryLabel}
      name="recoveryCode"
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      value={recoveryCode}
      onChange={(event) => onRecoveryCodeChange(event.target.value)}
    />
  );
}
