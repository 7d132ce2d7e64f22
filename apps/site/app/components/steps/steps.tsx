// The numbered steps of How it works, Deliver with us and the landing page.
import type { Step } from '../../content/journeys';
import styles from './steps.module.css';

/** Numbered steps, as an ordered list. */
export function Steps({ steps, columns = 3 }: { steps: readonly Step[]; columns?: 2 | 3 | 4 }) {
  return (
    <ol className={styles.steps} data-columns={columns}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
