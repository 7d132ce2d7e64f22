// What a form's controls take, built one way: a text field bound to one key of the form's values
// (its name, value, error and change all come from that key, so no field can show one value and
// write another), and the choices of a list's filter (the empty one first, any: no filter, then
// each value worded by its label).
import type { SelectOption } from '@kirana/ui/select';

/** What a text field, text area or select takes to show and change one value of the form. */
export interface BoundField<K extends string> {
  name: K;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

/** The keys of the form's values that hold text. */
type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** `field('price')`: the props that bind a field to `values.price` and `errors.price`. */
export function boundFields<V extends object>(
  values: V,
  errors: Partial<Record<string, string>>,
  onChange: (values: V) => void,
) {
  return <K extends TextKeys<V>>(name: K): BoundField<K> => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event) => onChange({ ...values, [name]: event.target.value }),
  });
}

/** `filterChoices('All kinds', KINDS, KIND_LABELS)`: "All kinds", then each kind by its label. */
export function filterChoices<V extends string>(
  any: string,
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): SelectOption[] {
  return [{ value: '', label: any }, ...values.map((value) => ({ value, label: labels[value] }))];
}
