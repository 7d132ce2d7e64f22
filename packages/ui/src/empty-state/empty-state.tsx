// Empty lists say so in one look across screens.
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { LineIcon } from '../internal/line-icon';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** The message, e.g. "No custom categories created yet." */
  children: ReactNode;
  /** Optional heading above the message. */
  title?: ReactNode;
  /** Optional call to action, e.g. a Button. */
  action?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ children, title, action, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.empty, className)}>
      <LineIcon
        className={styles.icon}
        d="M4 8h16l-1.5 11.5a1.5 1.5 0 0 1-1.5 1.3H7a1.5 1.5 0 0 1-1.5-1.3L4 8Zm4 0 2-5m6 5-2-5"
      />
      {title && <p className={styles.title}>{title}</p>}
      <p className={styles.message}>{children}</p>
      {action}
    </div>
  );
}
