// packages/ui's breadcrumb with the site's links and languages, for the About page and articles.
import { Link } from 'react-router';
import { Breadcrumb, type BreadcrumbItem, type BreadcrumbLinkProps } from '@kirana/ui/breadcrumb';
import { useI18n } from '../../i18n/use-i18n';
import styles from './site-breadcrumb.module.css';

function RouterLink({ href, ...rest }: BreadcrumbLinkProps) {
  return <Link to={href} {...rest} />;
}

/**
 * The breadcrumb above a page title, with client-side links. Item hrefs are English paths; they
 * are taken to the page's language here.
 */
export function SiteBreadcrumb({ items }: { items: ReadonlyArray<BreadcrumbItem> }) {
  const { t, href } = useI18n();
  const localised = items.map((item) => (item.href ? { ...item, href: href(item.href) } : item));
  return (
    <Breadcrumb
      items={localised}
      linkComponent={RouterLink}
      className={styles.crumbs}
      label={t.frame.breadcrumb}
    />
  );
}
