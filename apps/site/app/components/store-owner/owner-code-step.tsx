// The sign-in's second step: the code we sent, checked and exchanged for a session kept for the
// tab (lib/owner-session.ts). Loaded by ./owner-sign-in.tsx as the code is sent: a visitor who
// only looks at the page never downloads it.
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import {
  OWNER_CODE_INVALID,
  OWNER_CODE_LENGTH,
  OWNER_CODE_MINUTES,
} from '@kirana/domain/owner-sign-in';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { TextField } from '@kirana/ui/text-field';
import { fill } from '../../i18n/fill';
import type { Words } from '../../i18n/rules';
import { say, type Problem } from '../../i18n/rules/words';
import { saveOwnerSession, type OwnerSession } from '../../lib/owner-session';
import { signIn } from './calls/sign-in';
import type { OwnerSignInText } from './props';
import { refusalOf } from './refusal';
import styles from './store-owner.module.css';

const CODE_PATTERN = new RegExp(`^\\d{${OWNER_CODE_LENGTH}}$`);

export interface OwnerCodeStepProps {
  /** The sign-in's id, for its fields' ids, and its title's, which names the form. */
  id: string;
  titleId: string;
  text: OwnerSignInText;
  rules: Words;
  /** The code asked for: its id, the number it went to as shown, and whether by SMS. */
  request: { id: string; sentTo: string; bySms: boolean };
  /** A new code is being asked for. */
  sending: boolean;
  /** Seconds until another code may be asked for. */
  secondsLeft: number;
  /** Why asking for a new code failed, if it did. */
  resendFailure: Problem | null;
  onResend: () => void;
  /** Seconds until "Send by SMS instead" is offered (0: now). */
  smsSecondsLeft: number;
  onSendBySms: () => void;
  onOtherNumber: () => void;
  onSignedIn: (session: OwnerSession) => void;
}

export function OwnerCodeStep({
  id,
  titleId,
  text,
  rules,
  request,
  sending,
  secondsLeft,
  resendFailure,
  onResend,
  smsSecondsLeft,
  onSendBySms,
  onOtherNumber,
  onSignedIn,
}: OwnerCodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<Problem | undefined>();
  const [failure, setFailure] = useState<Problem | null>(null);
  const [signing, setSigning] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  // The code is what the owner types next: focused as the step appears.
  useLayoutEffect(() => codeRef.current?.focus(), []);

  async function onSignIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signing || sending) return;
    const typed = code.trim();
    if (!CODE_PATTERN.test(typed)) {
      setError(OWNER_CODE_INVALID);
      codeRef.current?.focus();
      return;
    }
    setSigning(true);
    setFailure(null);
    try {
      const signedIn = await signIn(request.id, typed);
      const session = {
        token: signedIn.accessToken,
        expiresAt: signedIn.expiresAt,
        phone: signedIn.owner.phone,
      };
      saveOwnerSession(session);
      onSignedIn(session);
    } catch (caught) {
      const refusal = refusalOf(caught);
      if (refusal.field === 'code' || refusal.field === 'requestId') {
        setError(refusal.problem);
        codeRef.current?.focus();
      } else setFailure(refusal.problem);
      setSigning(false);
    }
  }

  const shown = failure ?? resendFailure;
  return (
    <form className={styles.form} onSubmit={onSignIn} noValidate aria-labelledby={titleId}>
      <p role="status">
        {fill(request.bySms ? text.codeSentBySms : text.codeSent, {
          phone: request.sentTo,
          minutes: OWNER_CODE_MINUTES,
        })}
      </p>
      <TextField
        ref={codeRef}
        id={`${id}-code`}
        label={text.code}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OWNER_CODE_LENGTH}
        required
        hint={fill(text.codeHint, { length: OWNER_CODE_LENGTH })}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error && say(rules, error)}
        className={styles.narrow}
      />
      {shown && <Alert variant="error">{say(rules, shown)}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" busy={signing} busyLabel={text.signingIn}>
          {text.signIn}
        </Button>
        <Button
          variant="secondary"
          busy={sending}
          busyLabel={text.sendingCode}
          disabled={secondsLeft > 0 || signing}
          onClick={onResend}
        >
          {text.resend}
        </Button>
        {!request.bySms && smsSecondsLeft === 0 && (
          <Button variant="secondary" disabled={signing || sending} onClick={onSendBySms}>
            {text.bySms}
          </Button>
        )}
        <Button variant="ghost" onClick={onOtherNumber} disabled={signing || sending}>
          {text.otherNumber}
        </Button>
      </div>
      {secondsLeft > 0 && (
        <p className={styles.muted}>{fill(text.resendIn, { seconds: secondsLeft })}</p>
      )}
    </form>
  );
}
