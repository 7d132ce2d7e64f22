// The page of an error the screens could not handle (a screen's code that failed to load, a
// screen that threw), with a way out: reload.
import { Component, type ReactNode } from 'react';
import { Button } from '@kirana/ui/button';
import { PAGE_NOT_FOUND, UNEXPECTED_ERROR } from '@kirana/domain/common';
import styles from './route-error.module.css';

export function ErrorPage({ notFound = false }: { notFound?: boolean }) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{notFound ? PAGE_NOT_FOUND : UNEXPECTED_ERROR.text}</h1>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}

/** Shows the error page instead of a blank screen when what it holds throws (outside the router). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
