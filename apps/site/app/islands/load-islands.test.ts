import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_SCREEN } from '../lib/near-screen';
import { paints } from '../testing/fake-paints';
import { noScreenWatch, screenWatch } from '../testing/fake-screen';
import { loadIslands } from './load-islands';

function page(html: string) {
  document.body.innerHTML = html;
  return document;
}

beforeEach(() => paints({ painted: true }));
afterEach(() => vi.unstubAllGlobals());

describe('loadIslands', () => {
  it('loads an island when it nears the screen, each entry once', () => {
    const observer = screenWatch();
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
    expect(observer.margin()).toBe(NEAR_SCREEN);
    const [finder, form, again] = [...doc.querySelectorAll('[data-island] > form')];
    if (!finder || !form || !again) throw new Error('the page has three islands');
    observer.show(finder);
    expect(load).toHaveBeenCalledWith('/assets/finder.js');
    observer.show(form);
    observer.show(again);
    expect(load.mock.calls).toEqual([['/assets/finder.js'], ['/assets/form.js']]);
  });

  it('loads an island at once when it is focused before it was seen', () => {
    screenWatch();
    const load = vi.fn(() => Promise.resolve());
    const doc = page('<div data-island-src="/assets/form.js"><input aria-label="Name"></div>');
    loadIslands(doc, load);
    doc.querySelector('input')?.focus();
    expect(load).toHaveBeenCalledWith('/assets/form.js');
  });

  it('loads an island at once when a form in it is sent (the page holds the submit)', () => {
    screenWatch();
    const load = vi.fn(() => Promise.resolve());
    const doc = page(
      '<div data-island-src="/assets/form.js"><form><button>Send</button></form></div>',
    );
    loadIslands(doc, load);
    doc.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(load).toHaveBeenCalledWith('/assets/form.js');
  });

  it('loads at once an island sent or focused before this module ran', () => {
    screenWatch();
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
    noScreenWatch();
    const load = vi.fn(() => Promise.resolve());
    loadIslands(page('<div data-island-src="/assets/blog.js"></div>'), load);
    expect(load).toHaveBeenCalledWith('/assets/blog.js');
  });

  it('watches the screen once the fonts have loaded; a focus wakes an island at once', async () => {
    const observer = screenWatch();
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
    const observer = screenWatch();
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
