// One line of a details list on a review screen: a label and its value, "Not provided" when
// there is none (a store registered before the field was asked, an applicant without e-mail).
import type { ReactNode } from 'react';
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
