// A field's error, tied to its control by id so it is read with it.
import type { ComponentProps } from 'react';
import { cx } from '../internal/cx';
import styles from './field-error.module.css';

export interface FieldErrorProps extends ComponentProps<'p'> {
  /** Give the field `aria-describedby={id}` so screen readers read the error with it. */
  id?: string;
}

/** Error text under a form field. Renders nothing when there is no message. */
export function FieldError({ id, className, children, ...rest }: FieldErrorProps) {
  if (children === undefined || children === null || children === false || children === '') {
    return null;
  }
  return (
    <p {...rest} id={id} className={cx(styles.error, className)}>
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm.9 8.6a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z"
        />
      </svg>
      <span>{children}</span>
    </p>
  );
}
