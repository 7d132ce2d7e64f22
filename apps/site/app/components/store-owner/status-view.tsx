// A store's state as its owner sees it on /store-status (and on /register-store once it can no
// longer be edited): pending with the date the answer is due, approved with the next step (the
// partner app), rejected with the reason in the page's language, the team's note and the
// documents marked unclear, which the owner replaces before sending it again, or suspended.
// Once sent (pending or approved) the owner sets the store's opening hours (./owner-hours.tsx).
import { useEffect, useId, useRef, useState } from 'react';
import { STORE_DOCUMENT_KINDS, type StoreReason } from '@kirana/domain/stores';
import { REGISTRATION_RESPONSE_DAYS } from '@kirana/domain/common';
import { Alert } from '@kirana/ui/alert';
import { Button, buttonClassName } from '@kirana/ui/button';
import { APP_LINKS } from '../../content/company';
import { formatDay, formatDueAt } from '../../i18n/date-time';
import { fill } from '../../i18n/fill';
import { localePath, type Locale } from '../../i18n/locales';
import type { Words } from '../../i18n/rules';
import { say } from '../../i18n/rules/words';
import { submitRegistration } from './calls/submit-registration';
import type { OwnerView, Registration } from './calls/view';
import { DocumentUpload } from './document-upload';
import { OwnerHours } from './owner-hours';
import type { StoreOwnerText } from './props';
import { useOwnerCall } from './owner-call';
import { isVerified, unclearLeft, unclearNote } from './resubmission';
import frame from './store-owner.module.css';
import styles from './owner-steps.module.css';

interface StatusViewProps {
  view: OwnerView;
  locale: Locale;
  text: StoreOwnerText;
  rules: Words;
  onView: (view: OwnerView) => void;
  onSignedOut: () => void;
}

/** A reason code of the team's decision in the page's language (the code itself if unknown). */
export function reasonWords(text: StoreOwnerText, reason: string | null): string | null {
  if (!reason) return null;
  return (text.reasons as Record<string, string>)[reason as StoreReason] ?? reason;
}

/**
 * Why a store was not approved or was suspended: the reason and the reviewer's note, labelled as
 * their words. A note the reviewer also wrote on a document is said once, with that document.
 */
export function DecisionDetails({
  registration,
  text,
}: {
  registration: Registration;
  text: StoreOwnerText;
}) {
  const decision = registration.decision;
  const reason = reasonWords(text, decision?.reason ?? null);
  const onDocument = (note: string) =>
    unclearLeft(registration).some((document) => document.review.note?.trim() === note.trim());
  const note = decision?.note && !onDocument(decision.note) ? decision.note : null;
  if (!decision || (!reason && !note)) return null;
  return (
    <dl className={styles.facts}>
      {reason && (
        <div>
          <dt>{text.reason}</dt>
          <dd>{reason}</dd>
        </div>
      )}
      {note && (
        <div>
          <dt>{text.note}</dt>
          <dd className={styles.note}>
            <q>{note}</q>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The owner's documents after a rejection: unclear ones first, with the team's note. */
function RejectedDocuments({
  view,
  locale,
  text,
  rules,
  onView,
  onSignedOut,
}: Omit<StatusViewProps, 'view'> & { view: OwnerView & { registration: Registration } }) {
  const { registration } = view;
  const decidedAt = registration.decision?.at ?? '';
  const documentOf = (kind: string) => registration.documents.find((doc) => doc.kind === kind);
  const kinds = [...STORE_DOCUMENT_KINDS].sort(
    (a, b) =>
      Number(documentOf(b)?.review.state === 'unclear') -
      Number(documentOf(a)?.review.state === 'unclear'),
  );
  return (
    <section aria-labelledby="status-documents" className={styles.documents}>
      <h3 id="status-documents">{text.yourDocuments}</h3>
      {kinds.map((kind) => {
        const saved = documentOf(kind);
        const unclear = saved?.review.state === 'unclear';
        const replaced = saved && decidedAt && Date.parse(saved.uploadedAt) > Date.parse(decidedAt);
        return (
          <DocumentUpload
            key={kind}
            id={`status-${kind}`}
            kind={kind}
            saved={saved}
            note={unclearNote(saved, text)}
            replaced={
              replaced && !unclear
                ? fill(text.replaced, { day: formatDay(locale, saved.uploadedAt) })
                : undefined
            }
            verified={isVerified(registration, saved)}
            locale={locale}
            text={text}
            rules={rules}
            onUploaded={onView}
            onSignedOut={onSignedOut}
          />
        );
      })}
    </section>
  );
}

export function StatusView({ view, locale, text, rules, onView, onSignedOut }: StatusViewProps) {
  const registration = view.registration;
  const { busy: sending, failure, run } = useOwnerCall(onSignedOut);
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);
  const registerHref = localePath(locale, '/register-store');
  const waitingId = useId();

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  async function resubmit() {
    await run(async () => {
      onView(await submitRegistration());
      setSent(true);
    });
  }

  if (!registration)
    return (
      <div className={frame.panel}>
        <p>{text.none}</p>
        <a href={registerHref} className={buttonClassName({})}>
          {text.startRegistration}
        </a>
      </div>
    );

  const state = registration.state;
  /** "Send again" waits until every document marked unclear is replaced. */
  const waiting = state === 'rejected' && unclearLeft(registration).length > 0;
  return (
    <div className={frame.panel}>
      <h2 className={frame.panelTitle}>
        {text.statusTitle}
        {registration.fields.shopName && (
          <span className={frame.shopName}>{registration.fields.shopName}</span>
        )}
      </h2>
      <p className={`${styles.state} ${styles[`state-${state}`] ?? ''}`}>{text.states[state]}</p>
      {sent && registration.dueAt && (
        <div ref={sentRef} tabIndex={-1} className={frame.focusable}>
          <Alert variant="success" title={text.submittedTitle}>
            {fill(text.submittedText, { date: formatDueAt(locale, registration.dueAt) })}
          </Alert>
        </div>
      )}
      {state === 'draft' && (
        <>
          <p>{text.draft}</p>
          <a href={registerHref} className={buttonClassName({})}>
            {text.continueRegistration}
          </a>
        </>
      )}
      {state === 'pending' && registration.dueAt && !sent && (
        <p>{fill(text.pendingText, { date: formatDueAt(locale, registration.dueAt) })}</p>
      )}
      {state === 'approved' && (
        <>
          <p>{text.approvedText}</p>
          <a href={APP_LINKS.partner.href} rel="noopener" className={buttonClassName({})}>
            {text.getPartnerApp}
          </a>
        </>
      )}
      {state === 'rejected' && (
        <>
          <p>{fill(text.rejectedText, { days: REGISTRATION_RESPONSE_DAYS })}</p>
          <DecisionDetails registration={registration} text={text} />
          <RejectedDocuments
            view={{ ...view, registration }}
            locale={locale}
            text={text}
            rules={rules}
            onView={onView}
            onSignedOut={onSignedOut}
          />
          <p>{text.resubmitIntro}</p>
          {failure && (
            <Alert variant="error" title={text.notSaved}>
              {say(rules, failure)}
            </Alert>
          )}
          {waiting && (
            <p id={waitingId} className={frame.muted}>
              {text.replaceUnclearFirst}
            </p>
          )}
          <div className={frame.actions}>
            <Button
              busy={sending}
              busyLabel={text.submitting}
              disabled={waiting}
              aria-describedby={waiting ? waitingId : undefined}
              onClick={() => void resubmit()}
            >
              {text.resubmit}
            </Button>
            <a href={registerHref} className={buttonClassName({ variant: 'secondary' })}>
              {text.fixDetails}
            </a>
          </div>
        </>
      )}
      {state === 'suspended' && (
        <>
          <p>{text.suspendedText}</p>
          <DecisionDetails registration={registration} text={text} />
          <a
            href={localePath(locale, '/contact')}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {text.contactUs}
          </a>
        </>
      )}
      {(state === 'pending' || state === 'approved') && (
        <OwnerHours locale={locale} text={text} rules={rules} onSignedOut={onSignedOut} />
      )}
      {registration.history.length > 0 && (
        <section aria-labelledby="status-history" className={styles.history}>
          <h3 id="status-history">{text.history}</h3>
          <ol>
            {registration.history.map((entry) => (
              <li key={`${entry.action}-${entry.at}`}>
                <span className={frame.muted}>{formatDay(locale, entry.at)}</span>{' '}
                {text.historyActions[entry.action]}
                {entry.reason ? `: ${reasonWords(text, entry.reason)}` : ''}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
