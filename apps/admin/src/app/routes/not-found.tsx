// Any path the app does not know: the site's "Oops! Page not found" with a way back.
import { Link } from 'react-router';
import { buttonClassName } from '@kirana/ui/button';
import { PAGE_NOT_FOUND } from '@kirana/domain/common';
import { Brand } from '../../components/brand';
import { routes } from '../../config/paths';
import styles from './not-found.module.css';

export function Component() {
  return (
    <main className={styles.page}>
      <Brand />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{PAGE_NOT_FOUND}</h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <Link to={routes.dashboard} className={buttonClassName()}>
        Go to the dashboard
      </Link>
    </main>
  );
}
