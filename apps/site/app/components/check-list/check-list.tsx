// The check-marked lists of the landing page, How it works and Deliver with us.
import { Icon } from '../icon';
import styles from './check-list.module.css';

/** A bulleted list with check marks. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className ? `${styles.checks} ${className}` : styles.checks}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={20} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
