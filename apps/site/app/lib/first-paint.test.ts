import { describe, expect, it, vi } from 'vitest';
import { paints } from '../testing/fake-paints';
import { afterFirstPaint } from './first-paint';

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint', () => {
    const browser = paints();
    const then = vi.fn();
    afterFirstPaint(window, then);
    expect(then).not.toHaveBeenCalled();
    browser.paint();
    expect(then).toHaveBeenCalledTimes(1);
    browser.paint();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes on when the page painted before it was asked', () => {
    paints({ painted: true });
    const then = vi.fn();
    afterFirstPaint(window, then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes on at once where the browser does not report paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const then = vi.fn();
    afterFirstPaint(window, then);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
