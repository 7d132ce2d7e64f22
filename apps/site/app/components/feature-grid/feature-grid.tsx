// The icon cards of the landing page's sections and the About page.
import type { Feature } from '../../content/features';
import { Icon } from '../icon';
import styles from './feature-grid.module.css';

/** Cards with an icon, a title and a line of text. */
export function FeatureGrid({
  features,
  columns = 3,
}: {
  features: readonly Feature[];
  /** Columns on wide screens. */
  columns?: 3 | 4;
}) {
  return (
    <ul className={styles.grid} data-columns={columns}>
      {features.map((feature) => (
        <li key={feature.title} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={feature.icon} size={28} />
          </span>
          <h3 className={styles.title}>{feature.title}</h3>
          <p className={styles.text}>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
