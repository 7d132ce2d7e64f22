// The error boundary of the route table: a route that failed to load or threw shows this page
// instead of a blank screen.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './error-page';

/** Shown when a route fails to load or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  return <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
