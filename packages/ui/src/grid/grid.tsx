// The responsive grid of the apps' card lists, its columns per breakpoint given by the caller.
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './grid.module.css';

/** Columns at base, sm (>= 640px), md (>= 768px), lg (>= 1024px); missing ones repeat the last. */
export type GridColumns =
  | number
  | readonly [number]
  | readonly [number, number]
  | readonly [number, number, number]
  | readonly [number, number, number, number];

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** e.g. `[2, 3, 4, 5]` for categories, `[1, 2, 3, 4]` for products. */
  columns: GridColumns;
  gap?: 'sm' | 'md' | 'lg';
  /** `ul`/`ol` for a list of cards (children should then be `li`, e.g. `<Card as="li">`). */
  as?: 'div' | 'ul' | 'ol';
  children?: ReactNode;
}

const gaps = { sm: 'var(--space-3)', md: 'var(--space-4)', lg: 'var(--space-6)' } as const;

/** The four column counts, each breakpoint inheriting the one below when left out. */
function resolveColumns(columns: GridColumns): [number, number, number, number] {
  const list: readonly number[] = typeof columns === 'number' ? [columns] : columns;
  const base = list[0] ?? 1;
  const sm = list[1] ?? base;
  const md = list[2] ?? sm;
  const lg = list[3] ?? md;
  return [base, sm, md, lg];
}

/** A responsive grid with a column count per breakpoint. */
export function Grid({
  columns,
  gap = 'md',
  as: Element = 'div',
  className,
  style,
  children,
  ...rest
}: GridProps) {
  const [base, sm, md, lg] = resolveColumns(columns);
  const vars = {
    '--grid-columns-base': base,
    '--grid-columns-sm': sm,
    '--grid-columns-md': md,
    '--grid-columns-lg': lg,
    '--grid-gap': gaps[gap],
  } as CSSProperties;
  return (
    <Element {...rest} className={cx(styles.grid, className)} style={{ ...vars, ...style }}>
      {children}
    </Element>
  );
}
