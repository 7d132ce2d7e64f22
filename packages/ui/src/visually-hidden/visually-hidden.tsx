// Words for screen readers only (a short name's full name, an icon's meaning).
import type { ComponentProps } from 'react';
import styles from './visually-hidden.module.css';

/** Text that screen readers announce but that takes no space on screen. */
export function VisuallyHidden(props: ComponentProps<'span'>) {
  return <span {...props} className={styles.visuallyHidden} />;
}

/** The class itself, for elements that must stay focusable (e.g. a file input). */
export const visuallyHiddenClassName = styles.visuallyHidden ?? '';
