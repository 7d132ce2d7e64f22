// The /register-store island: a store owner signs in by phone, then registers the shop in steps
// (shop and pin, owner, licences, documents, review), each saved to the server so the draft
// survives a reload and another device, and sends it for review; the acknowledgement gives the
// date the answer is due. A rejected store is corrected and sent again through the same steps.
// Refusals sit next to their field (by the API's `field`) in the page's language (by `rule`).
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { OWNER_SESSION_NEEDED, REGISTRATION_DOCUMENT_REQUIRED } from '@kirana/domain/store-owners';
import { STORE_DOCUMENT_KINDS } from '@kirana/domain/stores';
import { REGISTRATION_RESPONSE_DAYS } from '@kirana/domain/common';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { storeOwner as ENGLISH } from '../../i18n/messages/en-store-owner';
import { formatDueAt } from '../../i18n/date-time';
import { fill } from '../../i18n/fill';
import { localePath } from '../../i18n/locales';
import { say, type Problem } from '../../i18n/rules/words';
import { clearOwnerSession, readOwnerSession } from '../../lib/owner-session';
import { readRegistration } from './calls/read-registration';
import { saveSection } from './calls/save-section';
import { signOut } from './calls/sign-out';
import { startRegistration } from './calls/start-registration';
import { submitRegistration } from './calls/submit-registration';
import type { OwnerView, Registration } from './calls/view';
import { checkSection, type FieldErrors } from './check-section';
import { DocumentsStep } from './documents-step';
import { LicencesStep } from './licences-step';
import { OwnerBar } from './owner-bar';
import { OwnerSignIn } from './owner-sign-in';
import { OwnerStep } from './owner-step';
import type { StoreOwnerProps } from './props';
import { refusalOf } from './refusal';
import { RegistrationProgress } from './registration-progress';
import {
  STEPS,
  STEP_FIELDS,
  firstStep,
  formFieldOf,
  sectionOf,
  stepOf,
  stepsMissing,
  valuesOf,
  type FormField,
  type FormValues,
  type SectionStep,
  type Step,
} from './registration-form';
import { ReviewStep } from './review-step';
import { ShopStep } from './shop-step';
import { DecisionDetails, StatusView } from './status-view';
import styles from './store-owner.module.css';

type Phase =
  | { kind: 'signIn'; notice?: Problem }
  | { kind: 'loading' }
  | { kind: 'failed'; problem: Problem }
  | { kind: 'ready'; view: OwnerView & { registration: Registration } };

const isEditable = (registration: Registration) =>
  registration.state === 'draft' || registration.state === 'rejected';

export function RegisterStore({ locale = 'en', text = ENGLISH, rules = {} }: StoreOwnerProps) {
  const idPrefix = useId();
  const fieldId = (field: FormField) => `${idPrefix}-${field}`;
  const headingId = `${idPrefix}-step`;
  const [phase, setPhase] = useState<Phase>({ kind: 'signIn' });
  const [values, setValues] = useState<FormValues | null>(null);
  const [step, setStep] = useState<Step>('shop');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<Problem | null>(null);
  const [busy, setBusy] = useState<'saving' | 'signingOut' | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submittedRef = useRef<HTMLDivElement>(null);
  /** Where focus goes after the next render: the step's heading, or a refused field. */
  const focusNext = useRef<'heading' | 'submitted' | FormField | null>(null);

  // Signed in earlier in this tab (or on /store-status): straight to the registration.
  const resume = useEffectEvent(() => {
    if (readOwnerSession()) void load();
  });
  useEffect(() => resume(), []);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else if (target === 'submitted') submittedRef.current?.focus();
    else if (target) document.getElementById(fieldId(target))?.focus();
  });

  function signedOut() {
    setPhase({ kind: 'signIn', notice: OWNER_SESSION_NEEDED });
    setValues(null);
  }

  /** Shows a registration the server answered; `fresh` also starts the form from it. */
  function show(view: OwnerView, fresh: boolean) {
    const registration = view.registration;
    if (!registration) return;
    setPhase({ kind: 'ready', view: { ...view, registration } });
    if (fresh) {
      setValues(valuesOf(registration, view.owner.language));
      setStep(firstStep(registration));
      focusNext.current = 'heading';
    }
  }

  async function load() {
    setPhase({ kind: 'loading' });
    try {
      let view = await readRegistration();
      if (!view.registration) view = await startRegistration();
      show(view, true);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.signedOut) signedOut();
      else setPhase({ kind: 'failed', problem: refusal.problem });
    }
  }

  function open(next: Step) {
    setStep(next);
    setErrors({});
    setFailure(null);
    focusNext.current = 'heading';
  }

  /** A refusal of the API: next to its field (on that field's step), else above the buttons. */
  function refused(error: unknown) {
    const refusal = refusalOf(error);
    if (refusal.signedOut) return signedOut();
    const field = formFieldOf(refusal.field);
    if (!field) return setFailure(refusal.problem);
    setStep(stepOf(field));
    setErrors({ [field]: refusal.problem });
    focusNext.current = field;
  }

  async function saveStep(current: SectionStep, registration: Registration, form: FormValues) {
    const section = sectionOf(current, form, registration);
    const found = await checkSection(current, section);
    const first = STEP_FIELDS[current].find((field) => found[field]);
    if (first) {
      setErrors(found);
      focusNext.current = first;
      // Focus moves once the errors have rendered.
      return;
    }
    setBusy('saving');
    try {
      const view = await saveSection(section);
      show(view, false);
      setValues({ ...form, governmentIdNumber: '' });
      open(STEPS[STEPS.indexOf(current) + 1] ?? 'review');
    } catch (error) {
      refused(error);
    } finally {
      setBusy(null);
    }
  }

  async function submit() {
    setBusy('saving');
    try {
      const view = await submitRegistration();
      show(view, false);
      setSubmitted(true);
      focusNext.current = 'submitted';
    } catch (error) {
      refused(error);
    } finally {
      setBusy(null);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>, registration: Registration) {
    event.preventDefault();
    if (busy || !values) return;
    setFailure(null);
    if (step === 'documents') {
      const missing = STORE_DOCUMENT_KINDS.filter(
        (kind) => !registration.documents.some((document) => document.kind === kind),
      );
      if (missing.length) {
        setErrors(
          Object.fromEntries(missing.map((kind) => [kind, REGISTRATION_DOCUMENT_REQUIRED[kind]])),
        );
        focusNext.current = missing[0] ?? null;
        return;
      }
      open('review');
    } else if (step === 'review') await submit();
    else await saveStep(step, registration, values);
  }

  async function leave() {
    setBusy('signingOut');
    try {
      await signOut();
    } catch {
      // The token is dropped here either way; the server ends it when it expires.
    }
    setBusy(null);
    setSubmitted(false);
    setPhase({ kind: 'signIn' });
    setValues(null);
    clearOwnerSession();
  }

  if (phase.kind !== 'ready')
    return (
      <div className={styles.owner}>
        <RegistrationProgress text={text} current="signIn" done={new Set()} />
        {phase.kind === 'signIn' && (
          <OwnerSignIn
            locale={locale}
            text={text}
            rules={rules}
            notice={phase.notice ?? null}
            onSignedIn={() => void load()}
          />
        )}
        {phase.kind === 'loading' && (
          <p role="status" className={styles.panel}>
            {text.loading}
          </p>
        )}
        {phase.kind === 'failed' && (
          <div className={styles.panel}>
            <Alert variant="error">{say(rules, phase.problem)}</Alert>
            <Button onClick={() => void load()}>{text.tryAgain}</Button>
          </div>
        )}
      </div>
    );

  const { view } = phase;
  const { registration } = view;
  const bar = (
    <OwnerBar
      phone={view.owner.phone}
      text={text}
      busy={busy === 'signingOut'}
      onSignOut={() => void leave()}
    />
  );

  if (submitted && registration.dueAt)
    return (
      <div className={styles.owner}>
        {bar}
        <div ref={submittedRef} tabIndex={-1} className={`${styles.panel} ${styles.focusable}`}>
          <Alert variant="success" title={text.submittedTitle}>
            {fill(text.submittedText, { date: formatDueAt(locale, registration.dueAt) })}
          </Alert>
          <p>
            <a href={localePath(locale, '/store-status')}>{text.seeStatus}</a>
          </p>
        </div>
      </div>
    );

  if (!isEditable(registration) || !values)
    return (
      <div className={styles.owner}>
        {bar}
        <StatusView
          view={view}
          locale={locale}
          text={text}
          rules={rules}
          onView={(next) => show(next, false)}
          onSignedOut={signedOut}
        />
      </div>
    );

  const missing = stepsMissing(registration);
  const done = new Set(STEPS.filter((name) => name !== 'review' && !missing.has(name)));
  const change = (patch: Partial<FormValues>) => setValues({ ...values, ...patch });
  const stepProps = { values, onChange: change, errors, fieldId, locale, text, rules };
  const savedId =
    registration.fields.governmentIdType && registration.fields.governmentIdNumber
      ? {
          type: registration.fields.governmentIdType,
          masked: registration.fields.governmentIdNumber,
        }
      : null;
  const primary =
    step === 'review'
      ? registration.state === 'rejected'
        ? text.resubmit
        : text.submit
      : step === 'documents'
        ? text.continue
        : text.saveAndContinue;

  return (
    <div className={styles.owner}>
      {bar}
      {registration.state === 'rejected' && (
        <div className={styles.panel}>
          <p className={`${styles.state} ${styles['state-rejected']}`}>{text.states.rejected}</p>
          <p>{fill(text.rejectedText, { days: REGISTRATION_RESPONSE_DAYS })}</p>
          <DecisionDetails registration={registration} text={text} />
        </div>
      )}
      <RegistrationProgress text={text} current={step} done={done} onOpen={open} />
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
          {text.steps[step]}
        </h2>
        <form
          className={styles.form}
          onSubmit={(event) => void onSubmit(event, registration)}
          noValidate
          aria-labelledby={headingId}
        >
          {step === 'shop' && <ShopStep {...stepProps} />}
          {step === 'owner' && <OwnerStep {...stepProps} />}
          {step === 'licences' && <LicencesStep {...stepProps} savedId={savedId} />}
          {step === 'documents' && (
            <DocumentsStep
              {...stepProps}
              registration={registration}
              onUploaded={(next) => {
                show(next, false);
                const kinds = new Set(next.registration?.documents.map((doc) => doc.kind));
                setErrors((current) =>
                  Object.fromEntries(
                    Object.entries(current).filter(([field]) => !kinds.has(field as never)),
                  ),
                );
              }}
              onSignedOut={signedOut}
            />
          )}
          {step === 'review' && (
            <ReviewStep
              registration={registration}
              locale={locale}
              text={text}
              onChangeStep={open}
            />
          )}
          {failure && (
            <Alert variant="error" title={text.notSaved}>
              {say(rules, failure)} {text.kept}
            </Alert>
          )}
          <div className={styles.actions}>
            {step !== 'shop' && (
              <Button
                variant="secondary"
                onClick={() => open(STEPS[STEPS.indexOf(step) - 1] ?? 'shop')}
                disabled={busy !== null}
              >
                {text.back}
              </Button>
            )}
            <Button
              type="submit"
              busy={busy === 'saving'}
              busyLabel={step === 'review' ? text.submitting : text.saving}
            >
              {primary}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
