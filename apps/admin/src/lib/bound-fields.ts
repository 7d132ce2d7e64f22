// The text fields of a form kept in one values object (a product's, an affiliate product's):
// a field's name, value, error and change all come from one key, so no field can show one value
// and write another.

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
