import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError, NetworkError } from '@kirana/api-client/client';
import { MAX_DOCUMENT_MB } from '@kirana/domain/branches';
import { UNEXPECTED_ERROR, fieldOfMessage } from '@kirana/domain/common';
import {
  HYDERABAD_PINCODE_RANGE,
  PARTNER_DOCUMENT_FIELDS,
  PARTNER_DOCUMENT_KINDS,
  PARTNER_DOCUMENT_LABELS,
  PARTNER_DOCUMENT_REQUIRED,
  PINCODE_LENGTH,
  VEHICLES,
  VEHICLE_LABELS,
  needsLicence,
  requiredPartnerDocuments,
  type PartnerDocumentKind,
} from '@kirana/domain/partners';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { ProgressBar } from '@kirana/ui/progress-bar';
import { Select } from '@kirana/ui/select';
import { TextField } from '@kirana/ui/text-field';
import { loadPartnerRules, partnerRulesIfLoaded } from '../../lib/partner-rules';
import { acceptOf, documentError, prepareDocument } from './documents';
import { sendPartnerApplication } from './send-partner-application';
import styles from './partner-application-form.module.css';

const TEXT_FIELDS = ['name', 'phone', 'email', 'pincode', 'vehicle'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type Field = TextFieldName | PartnerDocumentKind;
type Values = Record<TextFieldName, string>;
type Files = Partial<Record<PartnerDocumentKind, File>>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { name: '', phone: '', email: '', pincode: '', vehicle: '' };
/** Field order, for moving focus to the first field with an error. */
const FIELDS: readonly Field[] = [...TEXT_FIELDS, ...PARTNER_DOCUMENT_KINDS];
const VEHICLE_OPTIONS = VEHICLES.map((vehicle) => ({
  value: vehicle,
  label: VEHICLE_LABELS[vehicle],
}));
const FILE_HINT = `JPEG, PNG, WebP or PDF, at most ${MAX_DOCUMENT_MB} MB.`;
const DOCUMENT_HINTS: Record<PartnerDocumentKind, string> = {
  government_id: `Aadhaar, PAN card, voter ID or passport. ${FILE_HINT}`,
  address_proof: `A utility bill, rent agreement or bank statement with your address. ${FILE_HINT}`,
  photo: 'A clear, recent photo of your face. JPEG, PNG or WebP.',
  driving_licence: `Needed for a motorbike or an electric scooter. ${FILE_HINT}`,
};
/** The form's fields by the name the API gives them in a 400/413/415 message. */
const API_FIELD_NAMES: Record<string, Field> = {
  ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, field])),
  ...Object.fromEntries(
    PARTNER_DOCUMENT_KINDS.map((kind) => [PARTNER_DOCUMENT_FIELDS[kind], kind]),
  ),
};
const FIELD_LABELS: Record<Field, string> = {
  name: 'Full name',
  phone: 'Mobile number',
  email: 'Email',
  pincode: 'Area pincode',
  vehicle: 'How you will deliver',
  ...PARTNER_DOCUMENT_LABELS,
};

type Status =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | { kind: 'sending'; percent: number }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; reason: string };

/** Each field's message from the shared rules (the ones the API answers with), or none. */
type Schema = NonNullable<ReturnType<typeof partnerRulesIfLoaded>>['partnerApplicationSchema'];

function check(schema: Schema, values: Values, files: Files, prepared = false): Errors {
  const errors: Errors = {};
  const result = schema.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in EMPTY)
        errors[field as TextFieldName] ??= issue.message;
    }
  }
  for (const kind of requiredPartnerDocuments(values.vehicle)) {
    const file = files[kind];
    const message = file
      ? documentError(kind, file, { prepared })
      : PARTNER_DOCUMENT_REQUIRED[kind];
    if (message) errors[kind] = message;
  }
  return errors;
}

const firstOf = (errors: Errors) => FIELDS.find((field) => errors[field]);

/**
 * The delivery-partner application. Checks the fields and documents with the shared rules, makes
 * large images smaller, uploads everything in one request with its progress shown, and then
 * says what happens next. When the API refuses, its message is shown (next to the field it
 * names) and nothing typed or chosen is lost.
 */
export function PartnerApplicationForm() {
  const idPrefix = useId();
  const fieldId = (field: Field) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<Values>(EMPTY);
  const [files, setFiles] = useState<Files>({});
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sentRef = useRef<HTMLDivElement>(null);
  const busy = status.kind === 'preparing' || status.kind === 'sending';
  const licence = needsLicence(values.vehicle);

  function focus(field: Field | undefined) {
    if (field) document.getElementById(fieldId(field))?.focus();
  }

  /** A field that showed an error is checked again as it is corrected. */
  function recheck(nextValues: Values, nextFiles: Files, fields: readonly Field[]) {
    const shown = fields.filter((field) => errors[field]);
    // Errors are shown after a submit, which loaded the rules.
    const rules = partnerRulesIfLoaded();
    if (!shown.length || !rules) return;
    const fresh = check(rules.partnerApplicationSchema, nextValues, nextFiles);
    setErrors((current) => {
      const next = { ...current };
      for (const field of shown) next[field] = fresh[field];
      return next;
    });
  }

  function update(field: TextFieldName) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const next = { ...values, [field]: event.target.value };
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
    };
  }

  function choose(kind: PartnerDocumentKind) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      const next = { ...files, [kind]: file };
      setFiles(next);
      // A wrong type (or a PDF over the limit) is said at once, not only on sending.
      setErrors((current) => ({
        ...current,
        [kind]: file ? documentError(kind, file) : current[kind] && PARTNER_DOCUMENT_REQUIRED[kind],
      }));
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { partnerApplicationSchema } = await loadPartnerRules();
    const found = check(partnerApplicationSchema, values, files);
    const parsed = partnerApplicationSchema.safeParse(values);
    if (firstOf(found) || !parsed.success) {
      setErrors(found);
      setStatus({ kind: 'idle' });
      focus(firstOf(found));
      return;
    }
    setErrors({});
    setStatus({ kind: 'preparing' });
    const kinds = requiredPartnerDocuments(values.vehicle);
    const prepared: Files = {};
    for (const kind of kinds) {
      const file = files[kind];
      if (file) prepared[kind] = await prepareDocument(file);
    }
    const tooLarge = check(partnerApplicationSchema, values, prepared, true);
    if (firstOf(tooLarge)) {
      setErrors(tooLarge);
      setStatus({ kind: 'idle' });
      focus(firstOf(tooLarge));
      return;
    }

    const form = new FormData();
    const { name, phone, email, pincode, vehicle } = parsed.data;
    form.append('name', name);
    form.append('phone', phone);
    if (email) form.append('email', email);
    form.append('pincode', pincode);
    form.append('vehicle', vehicle);
    for (const kind of kinds) {
      const file = prepared[kind];
      if (file) form.append(PARTNER_DOCUMENT_FIELDS[kind], file, file.name);
    }

    setStatus({ kind: 'sending', percent: 0 });
    try {
      const received = await sendPartnerApplication(form, (percent) =>
        setStatus({ kind: 'sending', percent }),
      );
      setStatus({ kind: 'sent', message: received.message });
      // The form gives way to the message; focus follows so it is read out and seen.
      requestAnimationFrame(() => sentRef.current?.focus());
    } catch (error) {
      setStatus({ kind: 'failed', reason: failureReason(error) });
    }
  }

  function failureReason(error: unknown): string {
    if (error instanceof NetworkError) return error.message;
    if (!(error instanceof ApiError) || error.code === null) return UNEXPECTED_ERROR;
    const named = fieldOfMessage(error.message, Object.keys(API_FIELD_NAMES));
    const field = named && API_FIELD_NAMES[named.field];
    if (!named || !field) return error.message;
    setErrors({ [field]: named.message });
    focus(field);
    return `${FIELD_LABELS[field]}: ${named.message}`;
  }

  if (status.kind === 'sent') {
    return (
      <div ref={sentRef} tabIndex={-1} className={styles.sent}>
        <Alert variant="success" title="Application sent">
          {status.message}
        </Alert>
      </div>
    );
  }

  const documents = PARTNER_DOCUMENT_KINDS.filter((kind) => kind !== 'driving_licence' || licence);

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={() => void loadPartnerRules()}
      noValidate
      aria-label="Delivery partner application"
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>About you</legend>
        <div className={styles.row}>
          <TextField
            id={fieldId('name')}
            label={FIELD_LABELS.name}
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={update('name')}
            error={errors.name}
          />
          <TextField
            id={fieldId('phone')}
            label={FIELD_LABELS.phone}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            hint="10 digits. We send the result of your application by SMS."
            value={values.phone}
            onChange={update('phone')}
            error={errors.phone}
          />
        </div>
        <div className={styles.row}>
          <TextField
            id={fieldId('email')}
            label={`${FIELD_LABELS.email} (optional)`}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={update('email')}
            error={errors.email}
          />
          <TextField
            id={fieldId('pincode')}
            label={FIELD_LABELS.pincode}
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={PINCODE_LENGTH}
            required
            hint={`Where you will deliver: ${HYDERABAD_PINCODE_RANGE.first} to ${HYDERABAD_PINCODE_RANGE.last}.`}
            value={values.pincode}
            onChange={update('pincode')}
            error={errors.pincode}
          />
        </div>
        <Select
          id={fieldId('vehicle')}
          label={FIELD_LABELS.vehicle}
          name="vehicle"
          required
          placeholder="Choose a vehicle"
          options={VEHICLE_OPTIONS}
          value={values.vehicle}
          onChange={update('vehicle')}
          error={errors.vehicle}
          className={styles.vehicle}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Your documents</legend>
        <p className={styles.note}>
          Large photos are made smaller on your phone before they are sent.
        </p>
        {documents.map((kind) => (
          <TextField
            key={kind}
            id={fieldId(kind)}
            label={FIELD_LABELS[kind]}
            name={PARTNER_DOCUMENT_FIELDS[kind]}
            type="file"
            accept={acceptOf(kind)}
            required
            hint={DOCUMENT_HINTS[kind]}
            onChange={choose(kind)}
            error={errors[kind]}
            inputClassName={styles.file}
          />
        ))}
      </fieldset>

      {status.kind === 'sending' && (
        <ProgressBar value={status.percent} label="Uploading your application" />
      )}
      {status.kind === 'failed' && (
        <Alert variant="error" title="Your application was not sent.">
          {status.reason} Everything you entered is still in the form, so you can try again.
        </Alert>
      )}
      <Button
        type="submit"
        size="lg"
        busy={busy}
        busyLabel={status.kind === 'preparing' ? 'Preparing documents...' : 'Sending...'}
        className={styles.submit}
      >
        Send application
      </Button>
    </form>
  );
}
