// The card grid of an inventory list (categories or products): a list laid out in the columns
// config/inventory gives each width, marked busy while a page loads.
import type { ReactNode } from 'react';
import { Grid } from '@kirana/ui/grid';
import styles from './inventory-screen.module.css';

interface ItemGridProps {
  /** Columns at each width breakpoint (CATEGORY_GRID_COLUMNS or PRODUCT_GRID_COLUMNS). */
  columns: { base: number; sm: number; md: number; lg: number };
  /** A page is loading. */
  busy: boolean;
  children: ReactNode;
}

export function ItemGrid({ columns: { base, sm, md, lg }, busy, children }: ItemGridProps) {
  return (
    <Grid
      as="ul"
      columns={[base, sm, md, lg]}
      className={styles.grid}
      aria-busy={busy || undefined}
    >
      {children}
    </Grid>
  );
}
