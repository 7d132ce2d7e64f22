// What is in view in a test (jsdom lays nothing out): `screenWatch()` stubs IntersectionObserver
// so that what waits to near the screen (lib/near-screen.ts) goes on when the test says
// `show(element)`, or `hide(element)` for an entry that is not in view. vitest.setup.ts undoes it.
import { vi } from 'vitest';

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;

export function screenWatch() {
  const observed = new Set<Element>();
  let callback: Callback = () => undefined;
  let margin = '';
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: Callback, options: { rootMargin: string }) {
        callback = cb;
        margin = options.rootMargin;
      }
      observe(element: Element) {
        observed.add(element);
      }
      unobserve(element: Element) {
        observed.delete(element);
      }
    },
  );
  return {
    observed,
    margin: () => margin,
    show: (target: Element) => callback([{ isIntersecting: true, target }]),
    hide: (target: Element) => callback([{ isIntersecting: false, target }]),
  };
}

/** A browser without IntersectionObserver. */
export function noScreenWatch() {
  vi.stubGlobal('IntersectionObserver', undefined);
  Reflect.deleteProperty(window, 'IntersectionObserver');
}
