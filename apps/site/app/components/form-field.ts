// What the site's forms give each field they draw (the contact form, the partner application and
// the registration's steps): the control's id (focus goes there when the field is refused), its
// name and value, its change, and its problem beside it, worded by rule in the page's language.
import type { ChangeEvent } from 'react';
import type { Words } from '../i18n/rules';
import { say, type Problem } from '../i18n/rules/words';

/** The fields of `Values` that hold text. */
export type TextKey<Values> = {
  [K in keyof Values]-?: Values[K] extends string ? K : never;
}[keyof Values] &
  string;

/** A problem's words in the page's language, by its rule (nothing when there is none). */
export const wordsOf = (rules: Words) => (problem: Problem | undefined) =>
  problem ? say(rules, problem) : undefined;

export interface BoundField {
  id: string;
  name: string;
  value: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
  error: string | undefined;
}

export interface FieldsOptions<Values, Field extends string> {
  values: Values;
  errors: Partial<Record<Field, Problem>>;
  rules: Words;
  /** The id of a field's control. */
  fieldId: (field: Field) => string;
  /** A field's text changed. */
  change: (field: TextKey<Values> & Field, value: string) => void;
}

/** The props of a form's text field by its name: `<TextField {...bind('name')} label=… />`. */
export function bindFields<Values, Field extends string>({
  values,
  errors,
  rules,
  fieldId,
  change,
}: FieldsOptions<Values, Field>) {
  const words = wordsOf(rules);
  return (field: TextKey<Values> & Field): BoundField => ({
    id: fieldId(field),
    name: field,
    value: values[field] as string,
    onChange: (event) => change(field, event.target.value),
    error: words(errors[field]),
  });
}
