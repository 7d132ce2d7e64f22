// What a screen or list shows while it loads, heard by screen readers too.
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import spinnerStyles from '../internal/spinner.module.css';
import styles from './loading-state.module.css';

export interface LoadingStateProps {
  /** What is loading, e.g. "Loading categories..." */
  children: ReactNode;
  className?: string;
}

/** A spinner with text in a role="status" region, so screen readers hear it. */
export function LoadingState({ children, className }: LoadingStateProps) {
  return (
    <div role="status" className={cx(styles.loading, className)}>
      <span className={cx(spinnerStyles.spinner, styles.spinner)} aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}
