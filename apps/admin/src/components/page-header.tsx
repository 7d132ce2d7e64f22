// The one heading block of every screen, so each has one h1 and its actions in the same place.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@kirana/ui/button';
import { LoadState, type LoadStateProps } from './load-state';
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

/** The way back above a screen's title ("← Inbox"): a small ghost button that is a link. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
      {children}
    </Link>
  );
}

/**
 * A screen of one record before the record is there: its header (a plain title and the way back),
 * then the loading line, or the refusal once the load failed.
 */
export function PageBeforeData({
  title,
  back,
  ...state
}: LoadStateProps & { title: string; back: ReactNode }) {
  return (
    <>
      <PageHeader title={title} back={back} />
      <LoadState {...state} />
    </>
  );
}
