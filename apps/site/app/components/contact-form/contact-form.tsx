import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTACT_MESSAGE_ROWS } from '../../content/business';
import {
  CONTACT_SUBJECTS,
  CONTACT_THANK_YOU,
  type ContactFormValues,
} from '@kirana/domain/contact';
import { UNEXPECTED_ERROR } from '@kirana/domain/common';
import type { FieldErrors } from '@kirana/domain/validation';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { Select } from '@kirana/ui/select';
import { TextArea } from '@kirana/ui/text-area';
import { TextField } from '@kirana/ui/text-field';
import { loadRules, rulesIfLoaded } from '../../lib/rules';
import { sendContactMessage } from './send-contact-message';
import styles from './contact-form.module.css';

type Field = keyof ContactFormValues;
type Values = Required<ContactFormValues>;

const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };
/** Field order, for moving focus to the first field with an error. */
const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'subject', 'message'];
const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: subject }));

type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; reason: string };

/**
 * The contact form. Checks the fields with the shared rules, sends the message to the API, and
 * on success clears every field and thanks the visitor. If sending fails nothing typed is lost.
 */
export function ContactForm() {
  const idPrefix = useId();
  const fieldId = (field: Field) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  function update(field: Field) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      // A field that showed an error is checked again as it is corrected (errors come from a
      // submit, which loaded the rules).
      const rules = rulesIfLoaded();
      if (errors[field] && rules) {
        const result = rules.validateContactForm(next);
        setErrors({ ...errors, [field]: result.ok ? undefined : result.errors[field] });
      }
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const { validateContactForm } = await loadRules();
    const result = validateContactForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      setStatus({ kind: 'idle' });
      const first = FIELDS.find((field) => result.errors[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      await sendContactMessage(result.value);
      setValues(EMPTY);
      setStatus({ kind: 'sent' });
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR;
      setStatus({ kind: 'failed', reason });
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={() => void loadRules()}
      noValidate
      aria-label="Contact us"
    >
      <div className={styles.row}>
        <TextField
          id={fieldId('name')}
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={update('name')}
          error={errors.name}
        />
        <TextField
          id={fieldId('email')}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={update('email')}
          error={errors.email}
        />
      </div>
      <div className={styles.row}>
        <TextField
          id={fieldId('phone')}
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={update('phone')}
          error={errors.phone}
        />
        <Select
          id={fieldId('subject')}
          label="Subject"
          name="subject"
          required
          placeholder="Select a subject"
          options={SUBJECT_OPTIONS}
          value={values.subject}
          onChange={update('subject')}
          error={errors.subject}
        />
      </div>
      <TextArea
        id={fieldId('message')}
        label="Message"
        name="message"
        required
        rows={CONTACT_MESSAGE_ROWS}
        value={values.message}
        onChange={update('message')}
        error={errors.message}
      />
      {status.kind === 'sent' && <Alert variant="success">{CONTACT_THANK_YOU}</Alert>}
      {status.kind === 'failed' && (
        <Alert variant="error" title="Your message was not sent.">
          {status.reason} Your message is still in the form, so you can try again.
        </Alert>
      )}
      <Button
        type="submit"
        size="lg"
        busy={status.kind === 'sending'}
        busyLabel="Sending..."
        className={styles.submit}
      >
        Send Message
      </Button>
    </form>
  );
}
