// Dropdowns of forms and filters, native for keyboard and phones, in the fields' layout.
import type { ComponentProps } from 'react';
import { cx } from '../internal/cx';
import { Field, controlClassName, useField, type FieldOwnProps } from '../internal/field';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends
    Omit<ComponentProps<'select'>, 'children' | 'multiple' | keyof FieldOwnProps>,
    FieldOwnProps {
  options: ReadonlyArray<SelectOption>;
  /** A first option with the value "", e.g. "Select a subject"; with `required` it does not pass. */
  placeholder?: string;
  /** Class of the select itself. */
  selectClassName?: string;
}

/** A labelled native select (best keyboard and mobile support) with optional hint and error. */
export function Select({ options, placeholder, selectClassName, ...props }: SelectProps) {
  const { field, control, rest } = useField(props);
  return (
    <Field {...field}>
      <select
        {...rest}
        {...control}
        className={cx(controlClassName, styles.select, selectClassName)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
