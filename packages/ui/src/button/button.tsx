// The apps' buttons, and button-looking links, with their variants in one place.
import type { ComponentProps } from 'react';
import { cx } from '../internal/cx';
import spinnerStyles from '../internal/spinner.module.css';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * The button's classes, for a link that must look like a button
 * (e.g. `<Link className={buttonClassName({ variant: 'secondary' })}>`).
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: ButtonStyleOptions = {}): string {
  return cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth);
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonStyleOptions {
  /** While true the button is disabled, has aria-busy and shows `busyLabel`. */
  busy?: boolean;
  /** Text shown while busy, e.g. "Creating...". Defaults to the normal children. */
  busyLabel?: string;
}

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  busyLabel,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cx(buttonClassName({ variant, size, fullWidth }), className)}
    >
      {busy && <span className={cx(spinnerStyles.spinner, styles.spinner)} aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
