import { branchStatusOf } from '@kirana/domain/rules';
import styles from './status-badge.module.css';

const LABELS = { approved: 'Approved', pending: 'Pending', rejected: 'Rejected' } as const;

/** A branch's status as a coloured badge; any unknown value reads as rejected. */
export function StatusBadge({ status }: { status: string }) {
  const value = branchStatusOf(status);
  return <span className={`${styles.badge} ${styles[value]}`}>{LABELS[value]}</span>;
}
