// The password input of the login form, which a user can show to check what they typed.
import { useState, type ComponentProps } from 'react';
import { cx } from '../internal/cx';
import { Field, controlClassName, useField, type FieldOwnProps } from '../internal/field';
import styles from './password-field.module.css';

export interface PasswordFieldProps
  extends Omit<ComponentProps<'input'>, 'type' | 'children' | keyof FieldOwnProps>, FieldOwnProps {
  /** Accessible names of the toggle; defaults "Show password" / "Hide password". */
  showLabel?: string;
  hideLabel?: string;
}

/**
 * A labelled password input with a Show/Hide button that switches it between
 * type="password" and type="text". `autoComplete` defaults to "current-password".
 */
export function PasswordField({
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const { field, control, rest, ids } = useField(props);
  const [visible, setVisible] = useState(false);
  return (
    <Field {...field}>
      <div className={styles.wrap}>
        <input
          {...rest}
          {...control}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
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
