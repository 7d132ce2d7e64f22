// The registration once the owner is signed in (loaded then by ./register-store.tsx): the steps
// (shop and pin, owner, licences, documents, review), each saved to the server, and the
// submission with the date the answer is due. A rejected store is corrected and sent again
// through the same steps; a store under review or decided shows its state (./status-view.tsx).
// Refusals sit next to their field (by the API's `field`) in the page's language (by `rule`).
// What is typed and not saved yet is kept on the device until its step is saved (./step-drafts.ts).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { REGISTRATION_RESPONSE_DAYS } from '@kirana/domain/common';
import { REGISTRATION_DOCUMENT_REQUIRED } from '@kirana/domain/store-owners';
import { CONSENT_REQUIRED, NOTICE_OUTDATED, isCurrentNotice } from '@kirana/domain/privacy-notice';
import { STORE_DOCUMENT_KINDS } from '@kirana/domain/stores';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { formatDueAt } from '../../i18n/date-time';
import { fill } from '../../i18n/fill';
import { localePath, type Locale } from '../../i18n/locales';
import type { Words } from '../../i18n/rules';
import { FormFailure } from '../form-failure';
import { useSteps } from '../../lib/use-steps';
import { saveSection } from './calls/save-section';
import { submitRegistration } from './calls/submit-registration';
import type { OwnerView, Registration } from './calls/view';
import { checkSection } from './check-section';
import { ConsentStep } from './consent-step';
import { DocumentsStep } from './documents-step';
import { LicencesStep } from './licences-step';
import { OwnerBar } from './owner-bar';
import { OwnerStep } from './owner-step';
import { storeOwner as ENGLISH } from '../../i18n/messages/en-store-owner';
import type { OwnerSignInText, StoreOwnerText } from './props';
import { refusalOf } from './refusal';
import { unclearLeft } from './resubmission';
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
} from './registration-form';
import { ReviewStep } from './review-step';
import { ShopStep } from './shop-step';
import { clearDraft, clearDrafts, readDrafts, saveDraft } from './step-drafts';
import { DecisionDetails, StatusView } from './status-view';
import frame from './store-owner.module.css';
import styles from './owner-steps.module.css';

type Signed = OwnerView & { registration: Registration };

interface RegistrationStepsProps {
  /** The owner and their registration as the server answered on signing in. */
  view: Signed;
  locale: Locale;
  signInText: OwnerSignInText;
  /** The signed-in words (English when not given: the island's page passes its language's). */
  text?: StoreOwnerText;
  rules: Words;
  signingOut: boolean;
  onSignOut: () => void;
  /** The session ended (a 401): back to signing in. */
  onSignedOut: () => void;
}

const isEditable = (registration: Registration) =>
  registration.state === 'draft' || registration.state === 'rejected';

export default function RegistrationSteps({
  view: first,
  locale,
  signInText,
  text = ENGLISH,
  rules,
  signingOut,
  onSignOut,
  onSignedOut,
}: RegistrationStepsProps) {
  const idPrefix = useId();
  const fieldId = (field: FormField) => `${idPrefix}-${field}`;
  const headingId = `${idPrefix}-step`;
  const ownerId = first.owner._id;
  const [view, setView] = useState<Signed>(first);
  /** What was typed on this device and not saved, over the saved registration (editable only). */
  const [drafts] = useState(() =>
    isEditable(first.registration) ? readDrafts(ownerId) : { values: {}, steps: [] },
  );
  const [values, setValues] = useState<FormValues>(() => ({
    ...valuesOf(first.registration, first.owner.language),
    ...drafts.values,
  }));
  const {
    step,
    errors,
    failure,
    setFailure,
    busy,
    done: submitted,
    headingRef,
    doneRef: submittedRef,
    open,
    next,
    back,
    refuse,
    refuseField,
    run,
    finish,
    clear,
  } = useSteps({
    steps: STEPS,
    // The first step with something missing, or an earlier one with unsaved typing.
    first: () => {
      const missing = firstStep(first.registration);
      return (
        STEPS.find((name) => name === missing || drafts.steps.includes(name as SectionStep)) ??
        missing
      );
    },
    stepOf,
    focus: (field: FormField) => document.getElementById(fieldId(field))?.focus(),
  });

  const { registration } = view;

  // A registration that can no longer be edited (sent, decided) keeps no drafts on the device.
  const editable = isEditable(registration);
  useEffect(() => {
    if (!editable) clearDrafts(ownerId);
  }, [editable, ownerId]);

  /** A registration the server answered. */
  function show(next: OwnerView) {
    if (next.registration) setView({ ...next, registration: next.registration });
  }

  /** A refusal of the API: next to its field (on that field's step), else above the buttons. */
  function refused(error: unknown) {
    const refusal = refusalOf(error);
    if (refusal.signedOut) return onSignedOut();
    // The notice changed (or was never agreed to): it is shown again to agree to.
    if (
      refusal.problem.rule === CONSENT_REQUIRED.rule ||
      refusal.problem.rule === NOTICE_OUTDATED.rule
    )
      return setView({ ...view, registration: { ...view.registration, consent: null } });
    const field = formFieldOf(refusal.field);
    if (!field) return setFailure(refusal.problem);
    refuseField(field, refusal.problem);
  }

  async function saveStep(current: SectionStep) {
    const section = sectionOf(current, values, registration);
    await run(async () => {
      // The rules load on first use: a download that fails is said like a failed save.
      if (refuse(await checkSection(current, section), STEP_FIELDS[current])) return;
      show(await saveSection(section));
      clearDraft(ownerId, current);
      // The ID's number is kept as its last four: it is typed again only to change it.
      setValues({ ...values, governmentIdNumber: '' });
      next(current);
    }, refused);
  }

  async function submit() {
    await run(async () => {
      show(await submitRegistration());
      clearDrafts(ownerId);
      finish();
    }, refused);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (step === 'documents') {
      const missing = STORE_DOCUMENT_KINDS.filter(
        (kind) => !registration.documents.some((document) => document.kind === kind),
      );
      const found = Object.fromEntries(
        missing.map((kind) => [kind, REGISTRATION_DOCUMENT_REQUIRED[kind]]),
      );
      if (refuse(found, missing)) return;
      open('review');
    } else if (step === 'review') await submit();
    else await saveStep(step);
  }

  function uploaded(answer: OwnerView) {
    show(answer);
    const kinds = new Set<string>(answer.registration?.documents.map((doc) => doc.kind));
    clear((field) => kinds.has(field));
  }

  const bar = (
    <OwnerBar phone={view.owner.phone} text={text} busy={signingOut} onSignOut={onSignOut} />
  );

  if (submitted && registration.dueAt)
    return (
      <>
        {bar}
        <div ref={submittedRef} tabIndex={-1} className={`${frame.panel} ${frame.focusable}`}>
          <Alert variant="success" title={text.submittedTitle}>
            {fill(text.submittedText, { date: formatDueAt(locale, registration.dueAt) })}
          </Alert>
          <p>
            <a href={localePath(locale, '/store-status')}>{text.seeStatus}</a>
          </p>
        </div>
      </>
    );

  if (!isEditable(registration))
    return (
      <>
        {bar}
        <StatusView
          view={view}
          locale={locale}
          text={text}
          rules={rules}
          onView={show}
          onSignedOut={onSignedOut}
        />
      </>
    );

  // Nothing of the registration is saved before the owner agrees to the privacy notice in force.
  if (!isCurrentNotice(registration.consent?.noticeVersion))
    return (
      <>
        {bar}
        <ConsentStep
          locale={locale}
          text={text}
          rules={rules}
          onAgreed={(next) => {
            show(next);
            open(step);
          }}
          onSignedOut={onSignedOut}
        />
      </>
    );

  const missing = stepsMissing(registration);
  const done = new Set(STEPS.filter((name) => name !== 'review' && !missing.has(name)));
  /** A changed field's refusal goes: it is checked again when the step is saved. */
  const change = (patch: Partial<FormValues>) => {
    const changed = { ...values, ...patch };
    setValues(changed);
    clear((field) => field in patch);
    const saved = valuesOf(registration, view.owner.language);
    const steps = new Set(Object.keys(patch).map((field) => stepOf(field as FormField)));
    for (const name of steps) if (name !== 'documents') saveDraft(ownerId, name, changed, saved);
  };
  const stepProps = { values, onChange: change, errors, fieldId, locale, text, rules };
  const { governmentIdType, governmentIdNumber } = registration.fields;
  const savedId =
    governmentIdType && governmentIdNumber
      ? { type: governmentIdType, masked: governmentIdNumber }
      : null;
  /** Sending a rejected store again waits until every document marked unclear is replaced. */
  const waiting =
    step === 'review' && registration.state === 'rejected' && unclearLeft(registration).length > 0;
  const primary =
    step === 'review'
      ? registration.state === 'rejected'
        ? text.resubmit
        : text.submit
      : step === 'documents'
        ? text.continue
        : text.saveAndContinue;

  return (
    <>
      {bar}
      {registration.state === 'rejected' && (
        <div className={frame.panel}>
          <p className={`${styles.state} ${styles['state-rejected']}`}>{text.states.rejected}</p>
          <p>{fill(text.rejectedText, { days: REGISTRATION_RESPONSE_DAYS })}</p>
          <DecisionDetails registration={registration} text={text} />
        </div>
      )}
      <RegistrationProgress text={signInText} current={step} done={done} onOpen={open} />
      <section className={frame.panel} aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={frame.panelTitle}>
          {signInText.steps[step]}
        </h2>
        <form
          className={frame.form}
          onSubmit={(event) => void onSubmit(event)}
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
              onUploaded={uploaded}
              onSignedOut={onSignedOut}
            />
          )}
          {step === 'review' && (
            <ReviewStep
              registration={registration}
              locale={locale}
              text={text}
              stepNames={signInText.steps}
              onChangeStep={open}
            />
          )}
          {failure && (
            <FormFailure title={text.notSaved} problem={failure} rules={rules} kept={text.kept} />
          )}
          {waiting && (
            <p id={`${idPrefix}-waiting`} className={frame.muted}>
              {text.replaceUnclearFirst}
            </p>
          )}
          <div className={frame.actions}>
            {step !== 'shop' && (
              <Button variant="secondary" onClick={back} disabled={busy}>
                {text.back}
              </Button>
            )}
            <Button
              type="submit"
              disabled={waiting}
              aria-describedby={waiting ? `${idPrefix}-waiting` : undefined}
              busy={busy}
              busyLabel={step === 'review' ? text.submitting : text.saving}
            >
              {primary}
            </Button>
          </div>
        </form>
      </section>
    </>
  );
}
