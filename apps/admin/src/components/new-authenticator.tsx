// A new authenticator app, at sign-in (enrolment) and on My account (replacing one): the first
// code of the app, checked for its six digits before it is sent, and the ten recovery codes that
// come with it, shown once with the file to keep them in.
import { useState } from 'react';
import { RecoveryCodes } from '@kirana/ui/recovery-codes';
import { TOTP_CODE_INVALID, TOTP_DIGITS, isTotpCode } from '@kirana/domain/two-step';
import { RECOVERY_FILE_HEADING } from '../lib/messages';

/** The new app's first code: the props of its one-time-code input, and the check before sending. */
export function useNewAppCode() {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  return {
    code,
    /** Why the code cannot be sent, once a check found it wrong. */
    invalid,
    /** True when the code may be sent; else it says why at the field. */
    check(): boolean {
      const ok = isTotpCode(code);
      setInvalid(ok ? null : TOTP_CODE_INVALID.text);
      return ok;
    },
    input: {
      name: 'code',
      digits: TOTP_DIGITS,
      required: true,
      value: code,
      onValueChange: setCode,
    },
  };
}

/** The recovery codes of a new app, with the file to download them as. */
export function NewRecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <RecoveryCodes
      codes={codes}
      fileName="kirana-recovery-codes.txt"
      fileHeading={RECOVERY_FILE_HEADING}
    />
  );
}
