// The error boundary of the route table: a route that failed to load or threw shows this page
// instead of a blank screen.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@kirana/ui/button';
import { PAGE_NOT_FOUND, UNEXPECTED_ERROR } from '@kirana/domain/common';
import styles from './route-error.module.css';

/** Shown when a route fails to load or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{notFound ? PAGE_NOT_FOUND : UNEXPECTED_ERROR.text}</h1>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}
