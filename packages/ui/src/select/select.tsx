import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Field, controlClassName, useFieldIds } from '../internal/field';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children' | 'multiple'> {
  label: ReactNode;
  options: ReadonlyArray<SelectOption>;
  /** A first option with the value "", e.g. "Select a subject"; with `required` it does not pass. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Class of the wrapper (label + field + messages). */
  className?: string;
  /** Class of the select itself. */
  selectClassName?: string;
}

/** A labelled native select (best keyboard and mobile support) with optional hint and error. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  required,
  className,
  selectClassName,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id, hint, error, ariaDescribedBy);
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <select
        {...rest}
        id={ids.controlId}
        required={required}
        aria-invalid={ids.errorId ? true : undefined}
        aria-describedby={ids.describedBy}
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
