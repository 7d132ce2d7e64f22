import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_SCREEN } from '../../lib/near-screen';
import { paints } from '../../testing/fake-paints';
import { noScreenWatch, screenWatch } from '../../testing/fake-screen';
import { loadFramesNear } from './frames-near';

/** The browser's IntersectionObserver and paint entries, as the test says. */
function browser() {
  return { ...screenWatch(), ...paints() };
}

afterEach(() => vi.unstubAllGlobals());

describe('loadFramesNear', () => {
  it('gives a waiting frame its address once the page has painted and the frame is near', () => {
    const page = browser();
    document.body.innerHTML = '<iframe title="Map" data-src="https://maps.example/embed"></iframe>';
    const frame = document.querySelector('iframe');
    loadFramesNear(document);
    expect(page.observed.size).toBe(0);
    page.paint();
    expect(page.margin()).toBe(NEAR_SCREEN);
    expect([...page.observed]).toEqual([frame]);
    expect(frame).not.toHaveAttribute('src');
    if (frame) page.show(frame);
    expect(frame).toHaveAttribute('src', 'https://maps.example/embed');
    expect(frame).not.toHaveAttribute('data-src');
    expect(page.observed.size).toBe(0);
  });

  it('loads every waiting frame at once where the browser cannot tell what is in view', () => {
    noScreenWatch();
    paints({ painted: true });
    document.body.innerHTML = '<iframe title="Map" data-src="https://maps.example/embed"></iframe>';
    loadFramesNear(document);
    expect(document.querySelector('iframe')).toHaveAttribute('src', 'https://maps.example/embed');
  });
});
