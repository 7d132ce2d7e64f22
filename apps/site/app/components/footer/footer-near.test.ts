// The footer's switcher names take their fonts only once the footer nears the screen: the
// stylesheet keeps them in the system font until the footer carries data-near.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_SCREEN } from '../../lib/near-screen';
import { noScreenWatch, screenWatch } from '../../testing/fake-screen';
import { markFooterNear } from './footer-near';

afterEach(() => vi.unstubAllGlobals());

function page() {
  document.body.innerHTML =
    '<main><h1>Kirana</h1></main><footer><a lang="te" hreflang="te" href="/te/">తెలుగు</a></footer>';
  return document;
}

describe('markFooterNear', () => {
  it('marks the footer when it comes within a screen, not before', () => {
    const screen = screenWatch();
    const doc = page();
    markFooterNear(doc);
    const footer = doc.querySelector('footer');
    expect(screen.margin()).toBe(NEAR_SCREEN);
    expect([...screen.observed]).toEqual([footer]);
    expect(footer?.hasAttribute('data-near')).toBe(false);
    screen.hide(footer as Element);
    expect(footer?.hasAttribute('data-near')).toBe(false);
    screen.show(footer as Element);
    expect(footer?.hasAttribute('data-near')).toBe(true);
  });

  it('marks it at once where IntersectionObserver is missing', () => {
    noScreenWatch();
    const doc = page();
    markFooterNear(doc);
    expect(doc.querySelector('footer')?.hasAttribute('data-near')).toBe(true);
  });
});
