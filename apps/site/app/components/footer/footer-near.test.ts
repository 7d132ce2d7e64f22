// The footer's switcher names take their fonts only once the footer nears the screen: the
// stylesheet keeps them in the system font until the footer carries data-near.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOOTER_MARGIN, markFooterNear } from './footer-near';

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;

afterEach(() => vi.unstubAllGlobals());

function page() {
  document.body.innerHTML =
    '<main><h1>Kirana</h1></main><footer><a lang="te" hreflang="te" href="/te/">తెలుగు</a></footer>';
  return document;
}

describe('markFooterNear', () => {
  it('marks the footer when it comes within a screen, not before', () => {
    let callback: Callback = () => undefined;
    let margin = '';
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: Callback, options: { rootMargin: string }) {
          callback = cb;
          margin = options.rootMargin;
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
      },
    );
    const doc = page();
    markFooterNear(doc);
    const footer = doc.querySelector('footer');
    expect(margin).toBe(FOOTER_MARGIN);
    expect(observed).toEqual([footer]);
    expect(footer?.hasAttribute('data-near')).toBe(false);
    callback([{ isIntersecting: false, target: footer as Element }]);
    expect(footer?.hasAttribute('data-near')).toBe(false);
    callback([{ isIntersecting: true, target: footer as Element }]);
    expect(footer?.hasAttribute('data-near')).toBe(true);
  });

  it('marks it at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    Reflect.deleteProperty(window, 'IntersectionObserver');
    const doc = page();
    markFooterNear(doc);
    expect(doc.querySelector('footer')?.hasAttribute('data-near')).toBe(true);
  });
});
