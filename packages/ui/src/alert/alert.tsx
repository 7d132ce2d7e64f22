// Messages of a screen or a form (errors, notices) in one look, announced as they appear.
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './alert.module.css';

export type AlertVariant = 'info' | 'success' | 'error';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
}

const paths: Record<AlertVariant, string> = {
  info: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm.9 12.5H9.1V9h1.8v5.5ZM10 7.6a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z',
  success:
    'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-1.2 11.6L5.4 10.2l1.3-1.3 2.1 2.1 4.5-4.5 1.3 1.3-5.8 5.8Z',
  error:
    'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm.9 8.6a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z',
};

/**
 * A message box. `error` uses role="alert" (read out at once); `info` and `success` use
 * role="status" (read out politely). Render it when the message appears so it is announced.
 */
export function Alert({ variant = 'info', title, className, children, ...rest }: AlertProps) {
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      {...rest}
      className={cx(styles.alert, styles[variant], className)}
    >
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={paths[variant]} />
      </svg>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.message}>{children}</div>}
      </div>
    </div>
  );
}
