// The contact form's island: checked by the domain's rules (loaded when first needed), sent to
// the API, each error placed by its field and worded by its rule in the page's language.
import { useId, useState, type FormEvent } from 'react';
import { CONTACT_MESSAGE_ROWS } from '../../content/business';
import type { ContactFormValues } from '@kirana/domain/contact';
import { CONTACT_SUBJECTS } from '@kirana/domain/contact-subjects';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { Select } from '@kirana/ui/select';
import { TextArea } from '@kirana/ui/text-area';
import { TextField } from '@kirana/ui/text-field';
import type { Words } from '../../i18n/rules';
import type { contactForm as ENGLISH } from '../../i18n/messages/en';
import { useWake, typedValues } from '../../islands/wake';
import { useFormMachine } from '../../lib/form-machine';
import { FormFailure } from '../form-failure';
import { bindFields } from '../form-field';
import { contactRules } from '../../lib/rules';
import { sendContactMessage } from './send-contact-message';
import styles from '../../styles/form.module.css';

type Field = keyof ContactFormValues;
type Values = Required<ContactFormValues>;

const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };
/** Field order, for moving focus to the first field with an error. */
const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'subject', 'message'];

export interface ContactFormProps {
  /** The form's words in the page's language (in the props in every language, so the island's
   * script carries none). */
  text: typeof ENGLISH;
  /** The words of the rules the form can meet (its own, and the API's answers), in that language. */
  rules?: Words;
}

const isField = (name: unknown): name is Field => FIELDS.includes(name as Field);

/**
 * The contact form. Checks the fields with the shared rules, sends the message to the API, and
 * on success clears every field and thanks the visitor. If sending fails nothing typed is lost.
 */
export function ContactForm({ text, rules = {} }: ContactFormProps) {
  const subjectOptions = CONTACT_SUBJECTS.map((subject) => ({
    value: subject,
    label: text.subjects[subject],
  }));
  const idPrefix = useId();
  const fieldId = (field: Field) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<Values>(EMPTY);
  const { status, errors, setErrors, refuse, send, submit } = useFormMachine<Field>({
    fields: FIELDS,
    focus: (field) => document.getElementById(fieldId(field))?.focus(),
    fieldOf: (error) => {
      const field = (error as { field?: unknown } | null)?.field;
      return isField(field) ? field : null;
    },
  });
  // Typed (and maybe sent) before the island woke: kept, and sent once its rules are in.
  const form = useWake((fields) => setValues(typedValues(EMPTY, fields)), contactRules.load);

  const bind = bindFields({
    values,
    errors,
    rules,
    fieldId,
    change: (field, value) => {
      const next = { ...values, [field]: value };
      setValues(next);
      // A field that showed an error is checked again as it is corrected (errors come from a
      // submit, which loaded the rules).
      const loaded = contactRules.loaded();
      if (errors[field] && loaded) {
        const result = loaded.validateContactForm(next);
        setErrors({ ...errors, [field]: result.ok ? undefined : result.errors[field] });
      }
    },
  });

  // The rules load first (a download that fails is said under the form; nothing is lost).
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, contactRules.load, async ({ validateContactForm }) => {
      const result = validateContactForm(values);
      if (!result.ok) {
        refuse(result.errors);
        return;
      }
      // Sent: every field is cleared for the next message; refused or failed: nothing is lost.
      if (await send(() => sendContactMessage(result.value))) setValues(EMPTY);
    });

  return (
    <form
      ref={form}
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={() => contactRules.preload()}
      noValidate
      aria-label={text.formLabel}
    >
      <div className={styles.row}>
        <TextField {...bind('name')} label={text.name} autoComplete="name" required />
        <TextField
          {...bind('email')}
          label={text.email}
          type="email"
          autoComplete="email"
          required
        />
      </div>
      <div className={styles.row}>
        <TextField {...bind('phone')} label={text.phone} type="tel" autoComplete="tel" />
        <Select
          {...bind('subject')}
          label={text.subject}
          required
          placeholder={text.subjectPlaceholder}
          options={subjectOptions}
        />
      </div>
      <TextArea {...bind('message')} label={text.message} required rows={CONTACT_MESSAGE_ROWS} />
      {status.kind === 'sent' && <Alert variant="success">{text.thankYou}</Alert>}
      {status.kind === 'failed' && !status.field && (
        <FormFailure
          title={text.failedTitle}
          problem={status.problem}
          rules={rules}
          kept={text.failedKept}
        />
      )}
      <Button
        type="submit"
        size="lg"
        busy={status.kind === 'sending'}
        busyLabel={text.sending}
        className={styles.submit}
      >
        {text.send}
      </Button>
    </form>
  );
}
