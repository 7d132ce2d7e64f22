// Statuses in one look across screens: a word on a tone, never colour alone.
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './badge.module.css';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** A short status word in a coloured pill (Approved, Pending, Overdue, Verified...). */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx(styles.badge, styles[tone], className)}>{children}</span>;
}
