// The lists are paged by cursor: this appends the next page.
import { Button } from '../button/button';
import { cx } from '../internal/cx';
import styles from './load-more.module.css';

export interface LoadMoreProps {
  /** Fetches the next page; what it brings is appended below, so the screen does not move. */
  onLoad: () => void;
  /** True while the next page is on its way: the button says `busyLabel` and waits. */
  loading: boolean;
  label?: string;
  busyLabel?: string;
  className?: string;
}

/** The button under a paged list that appends its next page. Render it only while one follows. */
export function LoadMore({
  onLoad,
  loading,
  label = 'Load more',
  busyLabel = 'Loading...',
  className,
}: LoadMoreProps) {
  return (
    <div className={cx(styles.more, className)}>
      <Button variant="secondary" onClick={onLoad} busy={loading} busyLabel={busyLabel}>
        {label}
      </Button>
    </div>
  );
}
