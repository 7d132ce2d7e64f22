// The Deliver with us island: the delivery-partner application with its documents, checked by
// the domain's rules before it is sent, errors worded by rule in the page's language.
import { Fragment, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { MAX_DOCUMENT_MB } from '@kirana/domain/documents';
import {
  HYDERABAD_PINCODE_RANGE,
  PARTNER_DOCUMENT_FIELDS,
  PARTNER_DOCUMENT_KINDS,
  PINCODE_LENGTH,
  VEHICLES,
  needsLicence,
  type PartnerDocumentKind,
} from '@kirana/domain/delivery-partner-fields';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { FileField } from '@kirana/ui/file-field';
import { Select } from '@kirana/ui/select';
import { TextField } from '@kirana/ui/text-field';
import { fill } from '../../i18n/fill';
import type { Words } from '../../i18n/rules';
import type { Problem } from '../../i18n/rules/words';
import { useFormMachine } from '../../lib/form-machine';
import { FormFailure } from '../form-failure';
import { bindFields, wordsOf } from '../form-field';
import type { partnerForm as ENGLISH } from '../../i18n/messages/en';
import { acceptedTypes, isImage } from '../../lib/documents';
import { onUse } from '../../lib/load-on-use';
import { useWake, typedValues } from '../../islands/wake';
import { sendingPart } from './load-sending';
import type { PartnerValues } from './sending';
import { PRIVACY_NOTICE_VERSION } from '@kirana/domain/privacy-notice';
import { Agreement, PrivacyNotice } from '../privacy-notice/privacy-notice';
import styles from './partner-application-form.module.css';
import type { Locale } from '../../i18n/locales';

const TEXT_FIELDS = ['name', 'phone', 'email', 'pincode', 'vehicle'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type Field = TextFieldName | PartnerDocumentKind | 'noticeVersion';
type Values = PartnerValues;
type Files = Partial<Record<PartnerDocumentKind, File>>;
type Errors = Partial<Record<Field, Problem>>;

/** The masking editor, downloaded only when an Aadhaar photo is chosen (issue 40). */
const maskEditor = onUse(() => import('../aadhaar-mask/mask-editor'));

const EMPTY: Values = {
  name: '',
  phone: '',
  email: '',
  pincode: '',
  vehicle: '',
  noticeVersion: '',
};
/** Field order, for moving focus to the first field with an error. */
const FIELDS: readonly Field[] = [...TEXT_FIELDS, ...PARTNER_DOCUMENT_KINDS, 'noticeVersion'];
/** Each field's label in the form's language. */
function fieldLabels(text: typeof ENGLISH): Record<Field, string> {
  return {
    name: text.name,
    phone: text.phone,
    email: text.email,
    pincode: text.pincode,
    vehicle: text.vehicle,
    ...text.documentLabels,
    noticeVersion: text.privacyNotice.title,
  };
}

export interface PartnerApplicationFormProps {
  /** The form's words in the page's language (in the props in every language, so the island's
   * script carries none). */
  text: typeof ENGLISH;
  /** The words of the rules the form can meet (its own, and the API's answers), in that language. */
  rules?: Words;
  /** The page's language: the application keeps it, and the answer by SMS comes in it. */
  language?: Locale;
}

/**
 * The delivery-partner application. Checks the fields and documents with the shared rules, makes
 * large images smaller, uploads everything in one request with its progress shown, and then
 * says what happens next. When the API refuses, its message is shown (next to the field it
 * names) and nothing typed or chosen is lost.
 */
export function PartnerApplicationForm({
  text,
  rules = {},
  language = 'en',
}: PartnerApplicationFormProps) {
  const FIELD_LABELS = fieldLabels(text);
  const fileHint = fill(text.fileHint, { mb: MAX_DOCUMENT_MB });
  const vehicleOptions = VEHICLES.map((vehicle) => ({
    value: vehicle,
    label: text.vehicles[vehicle],
  }));
  /** A problem's words in the form's language, by its rule. */
  const say = wordsOf(rules);
  const idPrefix = useId();
  const fieldId = (field: Field) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<Values>(EMPTY);
  const [files, setFiles] = useState<Files>({});
  // The ID is Aadhaar: a photo waits in the masking editor until its first 8 digits are covered.
  const [aadhaar, setAadhaar] = useState(false);
  const [masking, setMasking] = useState<File | null>(null);
  const [editor, setEditor] = useState(maskEditor.loaded());
  const { status, errors, setErrors, busy, refuse, prepare, send, fail, submit } =
    useFormMachine<Field>({
      fields: FIELDS,
      focus,
      // Asked only of a refused send, which loaded the form's sending code.
      fieldOf: (error) => sendingPart.loaded()?.fieldOfError(error, EMPTY) ?? null,
    });
  const sentRef = useRef<HTMLDivElement>(null);
  const licence = needsLicence(values.vehicle);
  // Typed and chosen (and maybe sent) before the island woke: kept, a wrong file said at once
  // as when chosen, and the form sent once its rules are in.
  const form = useWake((fields) => {
    setValues(typedValues(EMPTY, fields));
    const chosen: Files = {};
    for (const kind of PARTNER_DOCUMENT_KINDS) {
      const file = fields[PARTNER_DOCUMENT_FIELDS[kind]];
      if (file instanceof File) chosen[kind] = file;
    }
    setFiles(chosen);
    if (Object.keys(chosen).length === 0) return;
    void sendingPart.load().then(
      ({ documentError }) => {
        const wrong: Errors = {};
        for (const [kind, file] of Object.entries(chosen) as [PartnerDocumentKind, File][])
          wrong[kind] = documentError(kind, file);
        setErrors(wrong);
      },
      // Without its checks the files are judged when the form is sent.
      () => undefined,
    );
  }, sendingPart.load);

  function focus(field: Field) {
    document.getElementById(fieldId(field))?.focus();
  }

  /** A field that showed an error is checked again as it is corrected. */
  function recheck(nextValues: Values, nextFiles: Files, fields: readonly Field[]) {
    const shown = fields.filter((field) => errors[field]);
    // Errors are shown after a submit, which loaded the checks.
    const sending = sendingPart.loaded();
    if (!shown.length || !sending) return;
    const fresh = sending.check(nextValues, nextFiles);
    setErrors((current) => {
      const next = { ...current };
      for (const field of shown) next[field] = fresh[field];
      return next;
    });
  }

  const bind = bindFields({
    values,
    errors,
    rules,
    fieldId,
    change: (field, value) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (field === 'vehicle' && !needsLicence(next.vehicle)) {
        // The licence field goes away with its file and its message.
        const { driving_licence: _dropped, ...rest } = files;
        setFiles(rest);
        setErrors((current) => ({ ...current, driving_licence: undefined }));
        recheck(next, rest, [field]);
      } else {
        recheck(next, files, [field]);
      }
    },
  });

  function choose(kind: PartnerDocumentKind) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      if (kind === 'government_id' && aadhaar && file && isImage(file)) {
        mask(file);
        return;
      }
      keep(kind, file);
    };
  }

  /** An Aadhaar photo goes to the masking editor; it is kept only once masked. */
  function mask(file: File) {
    setMasking(file);
    void maskEditor.load().then(setEditor, (error: unknown) => {
      setMasking(null);
      fail(error);
    });
  }

  /** Saying the ID is Aadhaar after choosing its photo masks that photo first. */
  function sayAadhaar(on: boolean) {
    setAadhaar(on);
    const held = files.government_id;
    if (!on || !held || !isImage(held)) return;
    const { government_id: _unmasked, ...rest } = files;
    setFiles(rest);
    mask(held);
  }

  function keep(kind: PartnerDocumentKind, file: File | undefined) {
    {
      const next = { ...files, [kind]: file };
      setFiles(next);
      // A wrong type (or a PDF over the limit) is said at once, not only on sending (the checks
      // have loaded as the form got focus).
      void sendingPart.load().then(
        ({ chosenFileError }) =>
          setErrors((current) => ({
            ...current,
            [kind]: chosenFileError(kind, file, current[kind]),
          })),
        () => undefined,
      );
    }
  }

  // The sending code loads first: a download that fails is the network failing, said by the form,
  // which keeps what was typed. Sent, the form gives way to the message; focus follows so it is
  // read out and seen.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, sendingPart.load, async (sending) => {
      if (await sending.sendApplication(values, files, { refuse, prepare, send }, language))
        requestAnimationFrame(() => sentRef.current?.focus());
    });

  if (status.kind === 'sent') {
    return (
      <div ref={sentRef} tabIndex={-1} className={styles.sent}>
        <Alert variant="success" title={text.sentTitle}>
          {text.received}
        </Alert>
      </div>
    );
  }

  const documents = PARTNER_DOCUMENT_KINDS.filter((kind) => kind !== 'driving_licence' || licence);
  // Loaded by the time anything is sent.
  const sending = sendingPart.loaded();

  return (
    <form
      ref={form}
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={() => sendingPart.preload()}
      noValidate
      aria-label={text.formLabel}
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{text.aboutYou}</legend>
        <div className={styles.row}>
          <TextField {...bind('name')} label={FIELD_LABELS.name} autoComplete="name" required />
          <TextField
            {...bind('phone')}
            label={FIELD_LABELS.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            hint={text.phoneHint}
          />
        </div>
        <div className={styles.row}>
          <TextField
            {...bind('email')}
            label={fill(text.optional, { label: FIELD_LABELS.email })}
            type="email"
            autoComplete="email"
          />
          <TextField
            {...bind('pincode')}
            label={FIELD_LABELS.pincode}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={PINCODE_LENGTH}
            required
            hint={fill(text.pincodeHint, {
              first: HYDERABAD_PINCODE_RANGE.first,
              last: HYDERABAD_PINCODE_RANGE.last,
            })}
          />
        </div>
        <Select
          {...bind('vehicle')}
          label={FIELD_LABELS.vehicle}
          required
          placeholder={text.vehiclePlaceholder}
          options={vehicleOptions}
          className={styles.vehicle}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{text.documents}</legend>
        <p className={styles.note}>{text.documentsNote}</p>
        {documents.map((kind) => (
          <Fragment key={kind}>
            <FileField
              id={fieldId(kind)}
              label={FIELD_LABELS[kind]}
              name={PARTNER_DOCUMENT_FIELDS[kind]}
              accept={acceptedTypes({ imagesOnly: kind === 'photo' })}
              required
              hint={fill(text.documentHints[kind], { fileHint })}
              choose={text.chooseFile}
              noFile={text.noFile}
              fileName={files[kind]?.name}
              onChange={choose(kind)}
              error={say(errors[kind])}
            />
            {kind === 'government_id' && (
              <>
                <label className={styles.aadhaar}>
                  <input
                    type="checkbox"
                    checked={aadhaar}
                    disabled={masking !== null}
                    onChange={(event) => sayAadhaar(event.target.checked)}
                  />
                  <span>{text.aadhaar.isAadhaar}</span>
                </label>
                {aadhaar && <p className={styles.note}>{text.aadhaar.why}</p>}
                {masking && editor && (
                  <editor.MaskEditor
                    file={masking}
                    text={text.aadhaar}
                    onMasked={(masked) => {
                      setMasking(null);
                      keep('government_id', masked);
                    }}
                    onCancel={() => setMasking(null)}
                  />
                )}
              </>
            )}
          </Fragment>
        ))}
      </fieldset>

      <div className={styles.group}>
        <PrivacyNotice
          text={text.privacyNotice}
          audience="deliveryPartner"
          level={3}
          id={`${idPrefix}-notice`}
        />
        <Agreement
          id={fieldId('noticeVersion')}
          name="noticeVersion"
          label={text.privacyNotice.agree}
          checked={values.noticeVersion !== ''}
          onChange={(checked) => {
            const next = { ...values, noticeVersion: checked ? PRIVACY_NOTICE_VERSION : '' };
            setValues(next);
            recheck(next, files, ['noticeVersion']);
          }}
          error={say(errors.noticeVersion)}
        />
      </div>

      {status.kind === 'sending' && sending && (
        <sending.ProgressBar value={status.percent ?? 0} label={text.uploading} />
      )}
      {status.kind === 'failed' && (
        // A refusal about a field is named by its label (and shown by the field too).
        <FormFailure
          title={text.failedTitle}
          problem={status.problem}
          rules={rules}
          kept={text.failedKept}
          label={status.field ? FIELD_LABELS[status.field] : undefined}
        />
      )}
      <Button
        type="submit"
        size="lg"
        busy={busy}
        busyLabel={status.kind === 'preparing' ? text.preparing : text.sending}
        className={styles.submit}
      >
        {text.send}
      </Button>
    </form>
  );
}
