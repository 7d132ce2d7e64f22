// The store owner's phone sign-in, in two steps (the seed's initiate and complete): the mobile
// number, then the code we sent to it. "Send code again" waits for as long as the API asks
// (one send a minute, Retry-After when over a limit). The token is kept for the tab
// (lib/owner-session.ts).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  OWNER_CODE_INVALID,
  OWNER_CODE_LENGTH,
  OWNER_CODE_MINUTES,
  OWNER_CODE_SENDS_PER_MINUTE,
  OWNER_MOBILE_INVALID,
  OWNER_MOBILE_OUTSIDE_INDIA,
  isForeignNumber,
  mobileE164,
} from '@kirana/domain/owner-sign-in';
import { formatIndianMobile } from '@kirana/domain/mobile';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { TextField } from '@kirana/ui/text-field';
import { fill } from '../../i18n/fill';
import type { Locale } from '../../i18n/locales';
import type { Words } from '../../i18n/rules';
import { say, type Problem } from '../../i18n/rules/words';
import { useWake } from '../../islands/wake';
import { saveOwnerSession, type OwnerSession } from '../../lib/owner-session';
import { sendCode } from './calls/send-code';
import { signIn } from './calls/sign-in';
import type { OwnerSignInText } from './props';
import { refusalOf } from './refusal';
import styles from './store-owner.module.css';

/** Seconds between two codes to one number (the API's per-minute limit). */
const RESEND_SECONDS = 60 / OWNER_CODE_SENDS_PER_MINUTE;
const CODE_PATTERN = new RegExp(`^\\d{${OWNER_CODE_LENGTH}}$`);

interface OwnerSignInProps {
  locale: Locale;
  text: OwnerSignInText;
  rules: Words;
  /** Why the owner is asked to sign in (a session that ended), shown above the form. */
  notice?: Problem | null;
  onSignedIn: (session: OwnerSession) => void;
}

/** A countdown: the seconds left until `until`, ticking every second while there are some. */
function useCountdown() {
  const [clock, setClock] = useState({ now: 0, until: 0 });
  useEffect(() => {
    if (!clock.until) return undefined;
    const timer = setInterval(() => {
      setClock((current) => {
        const now = Date.now();
        return now >= current.until ? { now, until: 0 } : { ...current, now };
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [clock.until]);
  const secondsLeft = clock.until ? Math.max(0, Math.ceil((clock.until - clock.now) / 1000)) : 0;
  /** Starts waiting `seconds` from now (0: no wait). */
  const waitFor = (seconds: number) => {
    const now = Date.now();
    setClock({ now, until: seconds > 0 ? now + seconds * 1000 : 0 });
  };
  return { secondsLeft, waitFor };
}

export function OwnerSignIn({ locale, text, rules, notice, onSignedIn }: OwnerSignInProps) {
  const id = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [request, setRequest] = useState<{ id: string; sentTo: string } | null>(null);
  const [errors, setErrors] = useState<{ phone?: Problem; code?: Problem }>({});
  const [failure, setFailure] = useState<Problem | null>(null);
  const [busy, setBusy] = useState<'sending' | 'signing' | null>(null);
  const { secondsLeft, waitFor } = useCountdown();
  const codeRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const words = (problem: Problem | undefined) => (problem ? say(rules, problem) : undefined);
  // The number typed (and maybe sent) before the island woke: kept, and its code asked for once.
  const phoneForm = useWake(({ phone: typed }) => {
    if (typeof typed === 'string') setPhone(typed);
  });

  async function requestCode() {
    const e164 = mobileE164(phone);
    if (!e164) {
      setErrors({
        phone: isForeignNumber(phone) ? OWNER_MOBILE_OUTSIDE_INDIA : OWNER_MOBILE_INVALID,
      });
      setRequest(null);
      phoneRef.current?.focus();
      return;
    }
    setBusy('sending');
    setFailure(null);
    try {
      const sent = await sendCode(phone.trim(), locale);
      setRequest({ id: sent.requestId, sentTo: formatIndianMobile(e164.slice(3)) });
      setErrors({});
      setCode('');
      waitFor(RESEND_SECONDS);
      requestAnimationFrame(() => codeRef.current?.focus());
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.retryAfter) waitFor(refusal.retryAfter);
      if (request) setFailure(refusal.problem);
      else {
        setErrors({ phone: refusal.problem });
        phoneRef.current?.focus();
      }
    } finally {
      setBusy(null);
    }
  }

  async function onSendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || secondsLeft > 0) return;
    await requestCode();
  }

  async function onSignIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !request) return;
    const typed = code.trim();
    if (!CODE_PATTERN.test(typed)) {
      setErrors({ code: OWNER_CODE_INVALID });
      codeRef.current?.focus();
      return;
    }
    setBusy('signing');
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
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.field === 'code' || refusal.field === 'requestId') {
        setErrors({ code: refusal.problem });
        codeRef.current?.focus();
      } else setFailure(refusal.problem);
      setBusy(null);
    }
  }

  function otherNumber() {
    // The wait is per number: another number may have its code at once (the API says if not).
    waitFor(0);
    setRequest(null);
    setCode('');
    setErrors({});
    setFailure(null);
    requestAnimationFrame(() => phoneRef.current?.focus());
  }

  const titleId = `${id}-title`;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {text.signInTitle}
      </h2>
      <p className={styles.muted}>{text.signInIntro}</p>
      {notice && <Alert variant="info">{say(rules, notice)}</Alert>}
      {!request ? (
        <form
          ref={phoneForm}
          className={styles.form}
          onSubmit={onSendCode}
          noValidate
          aria-labelledby={titleId}
        >
          <TextField
            ref={phoneRef}
            id={`${id}-phone`}
            label={text.phone}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            hint={text.phoneHint}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={words(errors.phone)}
            className={styles.narrow}
          />
          {secondsLeft > 0 && (
            <p className={styles.muted}>{fill(text.resendIn, { seconds: secondsLeft })}</p>
          )}
          <div className={styles.actions}>
            <Button
              type="submit"
              busy={busy === 'sending'}
              busyLabel={text.sendingCode}
              disabled={secondsLeft > 0}
            >
              {text.sendCode}
            </Button>
          </div>
        </form>
      ) : (
        <form className={styles.form} onSubmit={onSignIn} noValidate aria-labelledby={titleId}>
          <p role="status">
            {fill(text.codeSent, { phone: request.sentTo, minutes: OWNER_CODE_MINUTES })}
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
            error={words(errors.code)}
            className={styles.narrow}
          />
          {failure && <Alert variant="error">{say(rules, failure)}</Alert>}
          <div className={styles.actions}>
            <Button type="submit" busy={busy === 'signing'} busyLabel={text.signingIn}>
              {text.signIn}
            </Button>
            <Button
              variant="secondary"
              busy={busy === 'sending'}
              busyLabel={text.sendingCode}
              disabled={secondsLeft > 0 || busy === 'signing'}
              onClick={() => void requestCode()}
            >
              {text.resend}
            </Button>
            <Button variant="ghost" onClick={otherNumber} disabled={busy !== null}>
              {text.otherNumber}
            </Button>
          </div>
          {secondsLeft > 0 && (
            <p className={styles.muted}>{fill(text.resendIn, { seconds: secondsLeft })}</p>
          )}
        </form>
      )}
    </section>
  );
}
