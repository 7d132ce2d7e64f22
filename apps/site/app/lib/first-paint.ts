// After the page's first paint: what the first screen does not need (an island's React, a
// map's frame) starts downloading only once the page's text is on the screen, so that on a
// slow link it never competes with the stylesheet or the fonts for the first paint.

/**
 * Runs `then` once the page has painted its first content (the browser's first-contentful-paint
 * entry, also when it came before this call), or at once where the browser does not report
 * paints. A page that is not shown yet (a prerender, a background tab) paints, and so goes on,
 * when it is shown.
 */
export function afterFirstPaint(view: Document['defaultView'], then: () => void): void {
  const Observer = view?.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    then();
    return;
  }
  new Observer((paints, observer) => {
    if (paints.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  }).observe({ type: 'paint', buffered: true });
}
