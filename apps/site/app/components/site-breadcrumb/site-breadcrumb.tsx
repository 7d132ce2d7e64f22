import { Link } from 'react-router';
import { Breadcrumb, type BreadcrumbItem, type BreadcrumbLinkProps } from '@kirana/ui/breadcrumb';
import styles from './site-breadcrumb.module.css';

function RouterLink({ href, ...rest }: BreadcrumbLinkProps) {
  return <Link to={href} {...rest} />;
}

/** The breadcrumb above a page title, with client-side links. */
export function SiteBreadcrumb({ items }: { items: ReadonlyArray<BreadcrumbItem> }) {
  return <Breadcrumb items={items} linkComponent={RouterLink} className={styles.crumbs} />;
}
