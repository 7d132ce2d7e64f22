// After the page's first paint: what the first screen does not need (an island's React, a
// map's frame) starts downloading only once the page's text is on the screen, so that on a
// slow link it never competes with the stylesheet or the fonts for the first paint.

/**
 * Runs `then` once the page has painted its first content (the browser's first-contentful-paint
 * entry), or after the next frame where the browser does not report paints. A page that is not
 * shown yet (a prerender, a background tab) paints, and so goes on, when it is shown.
 */
export function afterFirstPaint(view: Window | null, then: () => void): void {
  const painted = () =>
    (view?.performance.getEntriesByName?.('first-contentful-paint') ?? []).length > 0;
  if (!view || painted()) {
    then();
    return;
  }
  const Observer = (view as Window & { PerformanceObserver?: typeof PerformanceObserver })
    .PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    const observer = new Observer(() => {
      if (!painted()) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  // A frame's callbacks run just before it is drawn; a task queued from one runs after it.
  if (typeof view.requestAnimationFrame === 'function')
    view.requestAnimationFrame(() => view.setTimeout(then, 0));
  else then();
}
