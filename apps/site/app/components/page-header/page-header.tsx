// The heading band every inner page starts with.
import type { ReactNode } from 'react';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  /** Shown above the title (a breadcrumb). */
  before?: ReactNode;
  /** Shown under the intro (actions, meta lines). */
  children?: ReactNode;
  /** Id of the h1, for a region it names. */
  titleId?: string;
}

/** The top of an inner page: sits under the fixed navigation bar on a tinted band. */
export function PageHeader({ title, eyebrow, intro, before, children, titleId }: PageHeaderProps) {
  return (
    <div className={styles.band}>
      <div className={`container ${styles.inner}`}>
        {before}
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {intro && <p className={`lead ${styles.intro}`}>{intro}</p>}
        {children}
      </div>
    </div>
  );
}
