import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_MARGIN, loadIslands } from './load-islands';

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;

/** An IntersectionObserver the test drives: `show(element)` says it came into view. */
function fakeObserver() {
  const observed = new Set<Element>();
  let callback: Callback = () => undefined;
  let margin = '';
  class Observer {
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
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    observed,
    margin: () => margin,
    show: (target: Element) => callback([{ isIntersecting: true, target }]),
  };
}

function page(html: string) {
  document.body.innerHTML = html;
  return document;
}

type PaintCallback = () => void;

/** The browser's paint entries, as the test says: `paint()` draws the first content. */
function paints({ painted = false } = {}) {
  const entries: { name: string }[] = painted ? [{ name: 'first-contentful-paint' }] : [];
  const callbacks: PaintCallback[] = [];
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(callback: PaintCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {
      callbacks.length = 0;
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  Object.defineProperty(window.performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) => entries.filter((entry) => entry.name === name),
  });
  return {
    paint() {
      entries.push({ name: 'first-contentful-paint' });
      [...callbacks].forEach((callback) => callback());
    },
  };
}

beforeEach(() => paints({ painted: true }));
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window.performance, 'getEntriesByName');
});

describe('loadIslands', () => {
  it('loads an island when it nears the screen, each entry once', () => {
    const observer = fakeObserver();
    const load = vi.fn(() => Promise.resolve());
    const doc = page(
      '<div data-island="store-finder" data-island-src="/assets/finder.js"><form></form></div>' +
        '<div data-island="contact-form" data-island-src="/assets/form.js"><form></form></div>' +
        '<div data-island="contact-form" data-island-src="/assets/form.js"><form></form></div>',
    );
    loadIslands(doc, load);
    expect(load).not.toHaveBeenCalled();
    // The containers have no box (display: contents): their forms are what is watched.
    expect([...observer.observed].map((element) => element.tagName)).toEqual([
      'FORM',
      'FORM',
      'FORM',
    ]);
    expect(observer.margin()).toBe(ISLAND_MARGIN);
    const [finder, form, again] = [...doc.querySelectorAll('[data-island] > form')];
    if (!finder || !form || !again) throw new Error('the page has three islands');
    observer.show(finder);
    expect(load).toHaveBeenCalledWith('/assets/finder.js');
    observer.show(form);
    observer.show(again);
    expect(load.mock.calls).toEqual([['/assets/finder.js'], ['/assets/form.js']]);
  });

  it('loads an island at once when it is focused before it was seen', () => {
    fakeObserver();
    const load = vi.fn(() => Promise.resolve());
    const doc = page('<div data-island-src="/assets/form.js"><input aria-label="Name"></div>');
    loadIslands(doc, load);
    doc.querySelector('input')?.focus();
    expect(load).toHaveBeenCalledWith('/assets/form.js');
  });

  it('loads an island at once when a form in it is sent (the page holds the submit)', () => {
    fakeObserver();
    const load = vi.fn(() => Promise.resolve());
    const doc = page(
      '<div data-island-src="/assets/form.js"><form><button>Send</button></form></div>',
    );
    loadIslands(doc, load);
    doc.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(load).toHaveBeenCalledWith('/assets/form.js');
  });

  it('loads at once an island sent or focused before this module ran', () => {
    fakeObserver();
    const load = vi.fn(() => Promise.resolve());
    const doc = page(
      '<div data-island-src="/assets/sent.js" data-held="0"><form></form></div>' +
        '<div data-island-src="/assets/focused.js"><input aria-label="Name"></div>' +
        '<div data-island-src="/assets/later.js"><form></form></div>',
    );
    doc.querySelector('input')?.focus();
    loadIslands(doc, load);
    expect(load.mock.calls).toEqual([['/assets/sent.js'], ['/assets/focused.js']]);
  });

  it('loads every island where the browser cannot tell what is in view', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    Reflect.deleteProperty(window, 'IntersectionObserver');
    const load = vi.fn(() => Promise.resolve());
    loadIslands(page('<div data-island-src="/assets/blog.js"></div>'), load);
    expect(load).toHaveBeenCalledWith('/assets/blog.js');
  });

  it('watches the screen once the fonts have loaded; a focus wakes an island at once', async () => {
    const observer = fakeObserver();
    const loaded: (() => void)[] = [];
    const ready = new Promise<undefined>((resolve) => loaded.push(() => resolve(undefined)));
    const fontsLoaded = () => loaded.forEach((resolve) => resolve());
    const doc = page(
      '<div data-island-src="/assets/finder.js"><form><input></form></div>' +
        '<div data-island-src="/assets/form.js"><form><input></form></div>',
    );
    Object.defineProperty(doc, 'fonts', {
      configurable: true,
      value: { status: 'loading', ready },
    });
    try {
      const load = vi.fn(() => Promise.resolve());
      loadIslands(doc, load);
      expect(observer.observed.size).toBe(0);
      doc.querySelectorAll('input')[1]?.focus();
      expect(load.mock.calls).toEqual([['/assets/form.js']]);
      fontsLoaded();
      await ready;
      await Promise.resolve();
      expect(observer.observed.size).toBe(2);
      const finder = doc.querySelector('form');
      if (!finder) throw new Error('the page has a finder');
      observer.show(finder);
      expect(load.mock.calls).toEqual([['/assets/form.js'], ['/assets/finder.js']]);
    } finally {
      Reflect.deleteProperty(doc, 'fonts');
    }
  });

  it('watches the screen only once the page has painted; a focus wakes an island at once', () => {
    const observer = fakeObserver();
    const browser = paints();
    const load = vi.fn(() => Promise.resolve());
    const doc = page(
      '<div data-island-src="/assets/finder.js"><form><input></form></div>' +
        '<div data-island-src="/assets/form.js"><form><input></form></div>',
    );
    loadIslands(doc, load);
    expect(observer.observed.size).toBe(0);
    doc.querySelectorAll('input')[1]?.focus();
    expect(load.mock.calls).toEqual([['/assets/form.js']]);
    browser.paint();
    expect(observer.observed.size).toBe(2);
    const finder = doc.querySelector('form');
    if (!finder) throw new Error('the page has a finder');
    observer.show(finder);
    expect(load.mock.calls).toEqual([['/assets/form.js'], ['/assets/finder.js']]);
  });

  it('does nothing on a page without islands', () => {
    const load = vi.fn(() => Promise.resolve());
    loadIslands(page('<main><h1>FAQ</h1></main>'), load);
    expect(load).not.toHaveBeenCalled();
  });
});
