import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from '../field-error/field-error';
import { cx } from '../internal/cx';
import { useFieldIds } from '../internal/field';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Class of the wrapper. */
  className?: string;
}

/**
 * A native checkbox with its label beside it (works with forms, `checked`/`defaultChecked`,
 * and keyboard Space out of the box).
 */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id, hint, error, ariaDescribedBy);
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.row} htmlFor={ids.controlId}>
        <input
          {...rest}
          id={ids.controlId}
          type="checkbox"
          aria-invalid={ids.errorId ? true : undefined}
          aria-describedby={ids.describedBy}
          className={styles.input}
        />
        <span className={styles.label}>{label}</span>
      </label>
      {ids.hintId && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={ids.errorId} className={styles.error}>
        {error}
      </FieldError>
    </div>
  );
}
