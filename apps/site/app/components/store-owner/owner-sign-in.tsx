// The store owner's phone sign-in, in two steps (the seed's initiate and complete): the mobile
// number, then the code we sent to it. "Send code again" waits for as long as the API asks
// (one send a minute, Retry-After when over a limit); "Send by SMS instead" shows 30 s after a
// code was sent. The token is kept for the tab (lib/owner-session.ts).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { onUse } from '../../lib/load-on-use';
import {
  OWNER_CODE_SENDS_PER_MINUTE,
  OWNER_CODE_SMS_AFTER_SECONDS,
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
import { localePath, type Locale } from '../../i18n/locales';
import { NOTICE_ANCHOR } from '../privacy-notice/anchor';
import type { Words } from '../../i18n/rules';
import { say, type Problem } from '../../i18n/rules/words';
import { useWake } from '../../islands/wake';
import type { OwnerSession } from '../../lib/owner-session';
import { sendCode } from './calls/send-code';
import type { OwnerSignInText } from './props';
import { refusalOf } from './refusal';
import styles from './store-owner.module.css';

/** Seconds between two codes to one number (the API's per-minute limit). */
const RESEND_SECONDS = 60 / OWNER_CODE_SENDS_PER_MINUTE;

/** The code's step, which only an owner who asked for a code needs: loaded as the code is sent
 * (a download that fails is the network failing, and the next send tries it again). */
const codeStep = onUse(() => import('./owner-code-step').then((module) => module.OwnerCodeStep));

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
  const [request, setRequest] = useState<{ id: string; sentTo: string; bySms: boolean } | null>(
    null,
  );
  // The code's step once loaded (held in state as a component, so it shows at once).
  const [CodeStep, setCodeStep] = useState<{
    render: Awaited<ReturnType<typeof codeStep.load>>;
  } | null>(null);
  const [phoneError, setPhoneError] = useState<Problem | undefined>();
  const [failure, setFailure] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);
  const { secondsLeft, waitFor } = useCountdown();
  const sms = useCountdown();
  const phoneRef = useRef<HTMLInputElement>(null);
  // The number typed (and maybe sent) before the island woke: kept, and its code asked for once.
  const phoneForm = useWake(({ phone: typed }) => {
    if (typeof typed === 'string') setPhone(typed);
  });

  async function requestCode(bySms = false) {
    const e164 = mobileE164(phone);
    if (!e164) {
      setPhoneError(isForeignNumber(phone) ? OWNER_MOBILE_OUTSIDE_INDIA : OWNER_MOBILE_INVALID);
      setRequest(null);
      phoneRef.current?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      // The code's step downloads while the code is on its way.
      const [sent, step] = await Promise.all([
        sendCode(phone.trim(), locale, bySms),
        codeStep.load(),
      ]);
      setCodeStep({ render: step });
      setRequest({ id: sent.requestId, sentTo: formatIndianMobile(e164.slice(3)), bySms });
      setPhoneError(undefined);
      waitFor(RESEND_SECONDS);
      sms.waitFor(OWNER_CODE_SMS_AFTER_SECONDS);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.retryAfter) waitFor(refusal.retryAfter);
      if (request) setFailure(refusal.problem);
      else {
        setPhoneError(refusal.problem);
        phoneRef.current?.focus();
      }
    } finally {
      setSending(false);
    }
  }

  async function onSendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || secondsLeft > 0) return;
    await requestCode();
  }

  function otherNumber() {
    // The wait is per number: another number may have its code at once (the API says if not).
    waitFor(0);
    sms.waitFor(0);
    setRequest(null);
    setPhoneError(undefined);
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
      <p className={styles.muted}>
        {text.notice}{' '}
        <a href={`${localePath(locale, '/branch/privacy-policy')}#${NOTICE_ANCHOR}`}>
          {text.noticeLink}
        </a>
      </p>
      {notice && <Alert variant="info">{say(rules, notice)}</Alert>}
      {!request || !CodeStep ? (
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
            error={phoneError && say(rules, phoneError)}
            className={styles.narrow}
          />
          {secondsLeft > 0 && (
            <p className={styles.muted}>{fill(text.resendIn, { seconds: secondsLeft })}</p>
          )}
          <div className={styles.actions}>
            <Button
              type="submit"
              busy={sending}
              busyLabel={text.sendingCode}
              disabled={secondsLeft > 0}
            >
              {text.sendCode}
            </Button>
          </div>
        </form>
      ) : (
        <CodeStep.render
          key={request.id}
          id={id}
          titleId={titleId}
          text={text}
          rules={rules}
          request={request}
          sending={sending}
          secondsLeft={secondsLeft}
          resendFailure={failure}
          onResend={() => void requestCode()}
          smsSecondsLeft={sms.secondsLeft}
          onSendBySms={() => void requestCode(true)}
          onOtherNumber={otherNumber}
          onSignedIn={onSignedIn}
        />
      )}
    </section>
  );
}
