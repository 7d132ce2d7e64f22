// The one heading block of every screen, so each has one h1 and its actions in the same place.
import type { ReactNode } from 'react';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title (e.g. the branch id). */
  subtitle?: ReactNode;
  /** A back link or button above the title. */
  back?: ReactNode;
  /** Buttons at the end of the title row. */
  actions?: ReactNode;
}

/** The top of a screen: an optional back link, the h1, a subtitle and actions. */
export function PageHeader({ title, subtitle, back, actions }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      {back && <div className={styles.back}>{back}</div>}
      <div className={styles.row}>
        <div className={styles.titles}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}
