// Acting on many items of a list at once: the chosen count and the actions, always in view.
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { cx } from '../internal/cx';
import styles from './selection-bar.module.css';

export interface SelectionBarProps {
  /** What is chosen, said in words, e.g. "3 products selected". Announced politely. */
  children: ReactNode;
  /** The actions on the chosen items, e.g. a "Remove selected" Button. */
  actions: ReactNode;
  /** Clears the choice. */
  onClear: () => void;
  clearLabel?: string;
  className?: string;
}

/**
 * The bar of a list whose items are chosen with checkboxes: how many are chosen, the actions on
 * them and a way to clear the choice. It stays in view at the bottom of the window while the
 * list scrolls.
 */
export function SelectionBar({
  children,
  actions,
  onClear,
  clearLabel = 'Clear selection',
  className,
}: SelectionBarProps) {
  return (
    <div role="region" aria-label="Selection" className={cx(styles.bar, className)}>
      <p className={styles.count} role="status">
        {children}
      </p>
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" onClick={onClear}>
          {clearLabel}
        </Button>
        {actions}
      </div>
    </div>
  );
}
