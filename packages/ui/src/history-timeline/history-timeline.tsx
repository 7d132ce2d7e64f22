// A history from the audit log (a store's, an application's, the activity screen's), newest
// first.
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { cx } from '../internal/cx';
import styles from './history-timeline.module.css';

export interface HistoryEntry {
  id: string;
  /** ISO date and time. */
  at: string;
  /** What happened in words: "Rejected: Unclear document". */
  summary: string;
  /** Who did it; null when that admin no longer exists. */
  who: string | null;
  note?: string | null;
  /** What it was done to, when a list mixes entities (a link or a name). */
  subject?: ReactNode;
}

export interface HistoryTimelineProps {
  entries: readonly HistoryEntry[];
  /** How a moment reads: the app's own formatter of an ISO date and time. */
  formatDateTime: (iso: string) => string;
  /** Shown when there is no entry. */
  empty?: string;
  className?: string;
}

/** A history, newest first: what happened, to what, by whom, when, and the note kept with it. */
export function HistoryTimeline({
  entries,
  formatDateTime,
  empty = 'Nothing has happened yet.',
  className,
}: HistoryTimelineProps) {
  if (entries.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ol className={cx(styles.timeline, className)}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.entry}>
          <p className={styles.summary}>
            {entry.summary}
            {entry.subject && <span className={styles.subject}> · {entry.subject}</span>}
          </p>
          <p className={styles.meta}>
            {entry.who ?? 'A removed admin'} ·{' '}
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
          {entry.note && <p className={styles.note}>“{entry.note}”</p>}
        </li>
      ))}
    </ol>
  );
}
