// Withdrawing consent on /store-status (issue 40 §4): a confirmation that says what is erased
// (and, for an approved store, that it is taken off the store finder first; for one under review,
// that the review stops), then the withdrawal and its result. The registration is read again
// afterwards, so the status above shows what the store now is.
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { fill } from '../../i18n/fill';
import { say } from '../../i18n/rules/words';
import { readRegistration } from './calls/read-registration';
import type { OwnerView, Registration } from './calls/view';
import { withdrawConsent, type ConsentWithdrawn } from './calls/withdraw-consent';
import { useOwnerCall } from './owner-call';
import type { YourDataPartProps } from './your-data-props';
import frame from './store-owner.module.css';
import styles from './your-data.module.css';

interface WithdrawConsentProps extends YourDataPartProps {
  /** The store's state now (what the confirmation says depends on it), or null without one. */
  state: Registration['state'] | null;
  onView: (view: OwnerView) => void;
}

export function WithdrawConsent({ state, text, rules, onSignedOut, onView }: WithdrawConsentProps) {
  const words = text.yourData;
  const [asking, setAsking] = useState(false);
  const { busy, failure, setFailure, run } = useOwnerCall(onSignedOut);
  const [done, setDone] = useState<ConsentWithdrawn | null>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const questionId = useId();

  useEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      openerRef.current?.focus();
    }
  }, [asking]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (!state && !done) return null;

  function cancel() {
    returnFocus.current = true;
    setFailure(null);
    setAsking(false);
  }

  async function withdraw() {
    const withdrawn = await run(async () => {
      setDone(await withdrawConsent());
      setAsking(false);
    });
    if (!withdrawn) return;
    // The status above follows: the store is suspended, out of review, or the draft is gone.
    readRegistration().then(onView, () => undefined);
  }

  return (
    <section aria-labelledby="withdraw-consent" className={styles.part}>
      <h3 id="withdraw-consent">{words.withdrawTitle}</h3>
      {done ? (
        <div ref={doneRef} tabIndex={-1} className={frame.focusable}>
          <Alert variant="success">
            {fill(words.withdrawn, { count: done.documentsErased })}
            {done.delisted === 'approved' && ` ${words.delisted}`}
            {done.delisted === 'pending' && ` ${words.reviewStopped}`}
          </Alert>
        </div>
      ) : (
        <>
          <p className={frame.muted}>{words.withdrawIntro}</p>
          {!asking && (
            <div className={frame.actions}>
              <Button
                className={styles.wrap}
                ref={openerRef}
                variant="secondary"
                onClick={() => setAsking(true)}
              >
                {words.withdraw}
              </Button>
            </div>
          )}
          {asking && (
            <div role="group" aria-labelledby={questionId} className={styles.confirm}>
              <h4 id={questionId} ref={questionRef} tabIndex={-1} className={frame.focusable}>
                {words.confirmTitle}
              </h4>
              {state === 'approved' && <p className={styles.warning}>{words.confirmApproved}</p>}
              {state === 'pending' && <p className={styles.warning}>{words.confirmPending}</p>}
              <p>{words.confirmErases}</p>
              {failure && <Alert variant="error">{say(rules, failure)}</Alert>}
              <div className={frame.actions}>
                <Button
                  className={styles.wrap}
                  variant="danger"
                  busy={busy}
                  busyLabel={words.erasing}
                  onClick={() => void withdraw()}
                >
                  {words.confirm}
                </Button>
                <Button
                  className={styles.wrap}
                  variant="secondary"
                  disabled={busy}
                  onClick={cancel}
                >
                  {words.cancel}
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}
