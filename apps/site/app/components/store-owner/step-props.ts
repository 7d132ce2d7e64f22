// What every step of the registration form takes from the form (register-store.tsx): the values
// and their errors, the words, and the ids that tie a refused field to its control; `bindStep`
// gives a step's text fields their props.
import { bindFields } from '../form-field';
import type { Locale } from '../../i18n/locales';
import type { Words } from '../../i18n/rules';
import type { FieldErrors } from './check-section';
import type { FormField, FormValues } from './registration-form';
import type { StoreOwnerText } from './props';

export interface StepProps {
  values: FormValues;
  onChange: (values: Partial<FormValues>) => void;
  errors: FieldErrors;
  /** The id of a field's control (focus goes there when it is refused). */
  fieldId: (field: FormField) => string;
  locale: Locale;
  text: StoreOwnerText;
  rules: Words;
}

/** The props of a step's text field by its name (its change goes to the form's values). */
export const bindStep = ({ values, onChange, errors, fieldId, rules }: StepProps) =>
  bindFields({
    values,
    errors,
    rules,
    fieldId,
    change: (field, value) => onChange({ [field]: value } as Partial<FormValues>),
  });
