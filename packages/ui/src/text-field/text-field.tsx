import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Field, controlClassName, useFieldIds } from '../internal/field';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode;
  /** Help text under the label, read with the field. */
  hint?: ReactNode;
  /** Error text under the field; marks it aria-invalid and is read with it. */
  error?: ReactNode;
  /** Class of the wrapper (label + field + messages). */
  className?: string;
  /** Class of the input itself. */
  inputClassName?: string;
}

/** A labelled single-line input with optional hint and error. */
export function TextField({
  label,
  hint,
  error,
  id,
  required,
  className,
  inputClassName,
  type = 'text',
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextFieldProps) {
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
      <input
        {...rest}
        id={ids.controlId}
        type={type}
        required={required}
        aria-invalid={ids.errorId ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cx(controlClassName, inputClassName)}
      />
    </Field>
  );
}
