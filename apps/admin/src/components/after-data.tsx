// A part of a screen drawn only once its data has come (a chart, a timeline): its code loads
// then, not with the screen, so the first screen does not carry it (issue 43, the dashboard).
// While it loads its place says so; a failed download says so in its place, and the rest of the
// card stays.
import { lazy, Suspense, type ComponentType } from 'react';
import { Alert } from '@kirana/ui/alert';
import { LoadingState } from '@kirana/ui/loading-state';

function NotLoaded() {
  return (
    <Alert variant="error">This part could not be loaded. Reload the page to try again.</Alert>
  );
}

/** `load`'s component, whose code is downloaded when it is first drawn. */
export function afterData<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Part = lazy(() =>
    load().then(
      (Component) => ({ default: Component }),
      () => ({ default: NotLoaded as ComponentType<P> }),
    ),
  );
  return function AfterData(props: P) {
    return (
      <Suspense fallback={<LoadingState>Loading...</LoadingState>}>
        <Part {...props} />
      </Suspense>
    );
  };
}
