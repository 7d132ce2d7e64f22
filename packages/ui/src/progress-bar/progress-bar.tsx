// How far an upload has gone, for the admin's image upload and the site's application.
import { useId } from 'react';
import { cx } from '../internal/cx';
import styles from './progress-bar.module.css';

export interface ProgressBarProps {
  /** Percent done, 0 to 100 (clamped and rounded for display). */
  value: number;
  /** What is progressing, e.g. "Uploading image"; the bar's accessible name. */
  label: string;
  className?: string;
}

/** A labelled progress bar (role="progressbar") with the percentage shown beside the label. */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const labelId = useId();
  const percent = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  return (
    <div className={cx(styles.wrap, className)}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.value} aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
