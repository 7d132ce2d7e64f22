// A titled section of a screen, its heading naming the region for screen readers.
import { useId, type ReactNode } from 'react';
import { Card } from '@kirana/ui/card';
import styles from './panel.module.css';

interface PanelProps {
  title: ReactNode;
  /** Heading level of the title; h2 on a screen whose h1 is the page title. */
  level?: 2 | 3;
  description?: ReactNode;
  /** An icon or emblem before the title. */
  icon?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A titled card: a section of a screen. */
export function Panel({
  title,
  level = 2,
  description,
  icon,
  actions,
  className,
  children,
}: PanelProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const titleId = useId();
  return (
    <Card
      as="section"
      padding="lg"
      className={className ? `${styles.panel} ${className}` : styles.panel}
      aria-labelledby={titleId}
    >
      <div className={styles.header}>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <div className={styles.titles}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      <div className={styles.body}>{children}</div>
    </Card>
  );
}
