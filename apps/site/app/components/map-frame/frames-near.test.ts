import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_MARGIN, loadFramesNear } from './frames-near';

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;

/** The browser's IntersectionObserver and paint entries, as the test says. */
function browser() {
  let near: Callback = () => undefined;
  let margin = '';
  const observed = new Set<Element>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options: { rootMargin: string }) {
        near = callback;
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
  const entries: { name: string }[] = [];
  let painted: () => void = () => undefined;
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint'];
      constructor(callback: () => void) {
        painted = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  Object.defineProperty(window.performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) => entries.filter((entry) => entry.name === name),
  });
  return {
    observed,
    margin: () => margin,
    paint() {
      entries.push({ name: 'first-contentful-paint' });
      painted();
    },
    show: (target: Element) => near([{ isIntersecting: true, target }]),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window.performance, 'getEntriesByName');
});

describe('loadFramesNear', () => {
  it('gives a waiting frame its address once the page has painted and the frame is near', () => {
    const page = browser();
    document.body.innerHTML = '<iframe title="Map" data-src="https://maps.example/embed"></iframe>';
    const frame = document.querySelector('iframe');
    loadFramesNear(document);
    expect(page.observed.size).toBe(0);
    page.paint();
    expect(page.margin()).toBe(FRAME_MARGIN);
    expect([...page.observed]).toEqual([frame]);
    expect(frame).not.toHaveAttribute('src');
    if (frame) page.show(frame);
    expect(frame).toHaveAttribute('src', 'https://maps.example/embed');
    expect(frame).not.toHaveAttribute('data-src');
    expect(page.observed.size).toBe(0);
  });

  it('loads every waiting frame at once where the browser cannot tell what is in view', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    Reflect.deleteProperty(window, 'IntersectionObserver');
    Object.defineProperty(window.performance, 'getEntriesByName', {
      configurable: true,
      value: () => [{ name: 'first-contentful-paint' }],
    });
    document.body.innerHTML = '<iframe title="Map" data-src="https://maps.example/embed"></iframe>';
    loadFramesNear(document);
    expect(document.querySelector('iframe')).toHaveAttribute('src', 'https://maps.example/embed');
  });
});
