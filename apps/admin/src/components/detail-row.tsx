// One line of a details list on a review screen: a label and its value, "Not provided" when
// there is none (a store registered before the field was asked, an applicant without e-mail).
import type { ReactNode } from 'react';
import { DateTime } from './date-time';
import styles from './review-screen.module.css';

const NOT_GIVEN = 'Not provided';

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children ?? NOT_GIVEN}</dd>
    </div>
  );
}

/** When a store or an application was submitted, and when its answer is due (the 2-day promise). */
export function SubmittedRows({ submittedAt, dueAt }: { submittedAt: string; dueAt: string }) {
  return (
    <>
      <DetailRow label="Submitted">
        <DateTime value={submittedAt} />
      </DetailRow>
      <DetailRow label="Answer due">
        <DateTime value={dueAt} />
      </DetailRow>
    </>
  );
}
