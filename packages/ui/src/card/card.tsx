// The surface the apps group content on: cards of a grid, panels of a screen.
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: `article` for a self-contained item, `li` inside a list. */
  as?: 'div' | 'article' | 'section' | 'li';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Lifts the card on hover and focus within (for cards holding a link or actions). */
  interactive?: boolean;
  children?: ReactNode;
}

/** A surface with a border, radius and soft shadow that groups related content. */
export function Card({
  as: Element = 'div',
  padding = 'md',
  interactive = false,
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Element
      {...rest}
      className={cx(
        styles.card,
        styles[`padding-${padding}`],
        interactive && styles.interactive,
        className,
      )}
    >
      {children}
    </Element>
  );
}
