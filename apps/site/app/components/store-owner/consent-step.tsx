// Before the registration's first step saves anything (issue 40 §4): the privacy notice in the
// page's language and "I agree". Agreeing records the notice's version and language with the
// registration (one call); a tick box left empty is said next to it, nothing sent.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CONSENT_REQUIRED } from '@kirana/domain/privacy-notice';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import type { Locale } from '../../i18n/locales';
import type { Words } from '../../i18n/rules';
import { say } from '../../i18n/rules/words';
import { Agreement, PrivacyNotice } from '../privacy-notice/privacy-notice';
import { recordConsent } from './calls/record-consent';
import type { OwnerView } from './calls/view';
import type { StoreOwnerText } from './props';
import { useOwnerCall } from './owner-call';
import frame from './store-owner.module.css';

interface ConsentStepProps {
  locale: Locale;
  text: StoreOwnerText;
  rules: Words;
  /** The registration as the server answered, now with the consent. */
  onAgreed: (view: OwnerView) => void;
  onSignedOut: () => void;
}

export function ConsentStep({ locale, text, rules, onAgreed, onSignedOut }: ConsentStepProps) {
  const id = useId();
  const titleId = `${id}-notice`;
  const boxId = `${id}-agree`;
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const { busy, failure, setFailure, run } = useOwnerCall(onSignedOut);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const words = text.privacyNotice;

  // The notice is what the owner reads first once signed in.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!agreed) {
      setMissing(true);
      document.getElementById(boxId)?.focus();
      return;
    }
    await run(async () => onAgreed(await recordConsent(locale)));
  }

  return (
    <div className={frame.panel}>
      <PrivacyNotice
        text={words}
        audience="storeOwner"
        level={2}
        id={titleId}
        titleRef={titleRef}
      />
      <form
        className={frame.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-labelledby={titleId}
      >
        <Agreement
          id={boxId}
          label={words.agree}
          checked={agreed}
          onChange={(checked) => {
            setAgreed(checked);
            if (checked) setMissing(false);
          }}
          error={missing ? say(rules, CONSENT_REQUIRED) : undefined}
        />
        {failure && (
          <Alert variant="error" title={text.notSaved}>
            {say(rules, failure)}
          </Alert>
        )}
        <div className={frame.actions}>
          <Button type="submit" busy={busy} busyLabel={words.saving}>
            {words.agreeAndContinue}
          </Button>
        </div>
      </form>
    </div>
  );
}
