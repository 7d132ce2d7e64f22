// Where a page sits, for both apps: each passes its own router's links.
import type { ComponentType, ReactNode } from 'react';
import styles from './breadcrumb.module.css';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Where the crumb links; the last item is the current page and never links. */
  href?: string;
}

export interface BreadcrumbLinkProps {
  href: string;
  className?: string;
  children?: ReactNode;
}

export interface BreadcrumbProps {
  items: ReadonlyArray<BreadcrumbItem>;
  /**
   * Renders the links, e.g. a router Link:
   * `linkComponent={({ href, ...rest }) => <Link to={href} {...rest} />}`. Defaults to `<a>`.
   */
  linkComponent?: ComponentType<BreadcrumbLinkProps>;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

function PlainLink({ href, className, children }: BreadcrumbLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** The trail to the current page: a nav landmark with an ordered list; the last item is aria-current. */
export function Breadcrumb({
  items,
  linkComponent: Link = PlainLink,
  label = 'Breadcrumb',
  className,
}: BreadcrumbProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={index} className={styles.item}>
              {isCurrent || item.href === undefined ? (
                <span
                  className={isCurrent ? styles.current : undefined}
                  aria-current={isCurrent ? 'page' : undefined}
                >
                  {item.label}
                </span>
              ) : (
                <Link href={item.href} className={styles.link}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
