import { useState, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Field, controlClassName, useFieldIds } from '../internal/field';
import styles from './password-field.module.css';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Class of the wrapper (label + field + messages). */
  className?: string;
  /** Accessible names of the toggle; defaults "Show password" / "Hide password". */
  showLabel?: string;
  hideLabel?: string;
}

/**
 * A labelled password input with a Show/Hide button that switches it between
 * type="password" and type="text". `autoComplete` defaults to "current-password".
 */
export function PasswordField({
  label,
  hint,
  error,
  id,
  required,
  className,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  autoComplete = 'current-password',
  'aria-describedby': ariaDescribedBy,
  ...rest
}: PasswordFieldProps) {
  const ids = useFieldIds(id, hint, error, ariaDescribedBy);
  const [visible, setVisible] = useState(false);
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <div className={styles.wrap}>
        <input
          {...rest}
          id={ids.controlId}
          type={visible ? 'text' : 'password'}
          required={required}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={ids.errorId ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cx(controlClassName, styles.input)}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={ids.controlId}
          aria-label={visible ? hideLabel : showLabel}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </Field>
  );
}
