// The choices of a list's filter: the empty one first (any: no filter), then each value worded
// by its label.
import type { SelectOption } from '@kirana/ui/select';

/** `filterChoices('All kinds', KINDS, KIND_LABELS)`: "All kinds", then each kind by its label. */
export function filterChoices<V extends string>(
  any: string,
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): SelectOption[] {
  return [{ value: '', label: any }, ...values.map((value) => ({ value, label: labels[value] }))];
}
