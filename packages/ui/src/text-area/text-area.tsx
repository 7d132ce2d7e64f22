import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Field, controlClassName, useFieldIds } from '../internal/field';
import styles from './text-area.module.css';

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Class of the wrapper (label + field + messages). */
  className?: string;
  /** Class of the textarea itself. */
  textAreaClassName?: string;
}

/** A labelled multi-line input with optional hint and error. */
export function TextArea({
  label,
  hint,
  error,
  id,
  required,
  rows = 5,
  className,
  textAreaClassName,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextAreaProps) {
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
      <textarea
        {...rest}
        id={ids.controlId}
        rows={rows}
        required={required}
        aria-invalid={ids.errorId ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cx(controlClassName, styles.textArea, textAreaClassName)}
      />
    </Field>
  );
}
