// The inline script every page starts with, run as the page runs it: the one-line text the build
// inlines (pageStartScript), with the page's own alternates in its head.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, pageStartScript, startPage } from './page-start.mjs';

const ORIGIN = 'http://localhost:3000';
const SITE = 'https://kirana.example';
const NAV = '/assets/nav-1.js';

/** The head of a page with the alternates the prerender writes (the site's own origin). */
function head(english: string) {
  const te = english === '/' ? '/te/' : `/te${english}`;
  const hi = english === '/' ? '/hi/' : `/hi${english}`;
  document.head.innerHTML = [
    ['en', english],
    ['te', te],
    ['hi', hi],
    ['x-default', english],
  ]
    .map(([lang, path]) => `<link rel="alternate" hreflang="${lang}" href="${SITE}${path}">`)
    .join('');
}

/** Opens `url` (its page's English path `english`), arrived at from `referrer`, with `stored`
 * as the remembered choice; answers where the page sent the visitor, if anywhere. */
function visit(url: string, english: string, referrer: string, stored: string | null) {
  window.history.replaceState(null, '', url);
  head(english);
  if (stored === null) localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  else localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  const go = vi.fn();
  startPage(document, NAV, LANGUAGE_STORAGE_KEY, go);
  return go.mock.calls[0]?.[0] ?? null;
}

const navScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  );

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.head.innerHTML = '';
});

describe('a returning visitor’s language', () => {
  it('takes a visitor who chose Telugu, arriving from outside, to the same page in Telugu', () => {
    expect(window.location.origin).toBe(ORIGIN);
    expect(visit('/faqs?x=1#pay', '/faqs', 'https://www.google.com/', 'te')).toBe(
      '/te/faqs?x=1#pay',
    );
    expect(visit('/', '/', '', 'hi')).toBe('/hi/');
    // Nothing else starts on a page being left.
    expect(navScripts()).toEqual([]);
  });

  it('never redirects a first visit, an English choice, a page in a language, or a move within the site', () => {
    expect(visit('/faqs', '/faqs', '', null)).toBeNull();
    expect(visit('/faqs', '/faqs', '', 'en')).toBeNull();
    expect(visit('/faqs', '/faqs', '', 'x-default')).toBeNull();
    expect(visit('/faqs', '/faqs', '', 'fr')).toBeNull();
    expect(visit('/hi/faqs', '/faqs', '', 'te')).toBeNull();
    expect(visit('/faqs', '/faqs', `${ORIGIN}/te/faqs`, 'te')).toBeNull();
  });

  it('never redirects from a page without alternates (the not-found page)', () => {
    window.history.replaceState(null, '', '/no-such-page');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'te');
    const go = vi.fn();
    startPage(document, NAV, LANGUAGE_STORAGE_KEY, go);
    expect(go).not.toHaveBeenCalled();
  });
});

describe('the navigation module', () => {
  it('starts once the page has painted its first content, not before', () => {
    let report: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
    const observe = vi.fn();
    const disconnect = vi.fn();
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (list: unknown, observer: unknown) => void) {
        report = (list) => callback(list, this);
      }
      observe = observe;
      disconnect = disconnect;
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    window.history.replaceState(null, '', '/faqs');
    head('/faqs');
    new Function(pageStartScript(NAV))();
    expect(observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
    expect(navScripts()).toEqual([]);
    report?.({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
    expect(navScripts()).toEqual([]);
    report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(navScripts()).toEqual([NAV]);
    expect(disconnect).toHaveBeenCalled();
  });

  it('starts at once where the browser does not report paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    window.history.replaceState(null, '', '/faqs');
    head('/faqs');
    new Function(pageStartScript(NAV))();
    expect(navScripts()).toEqual([NAV]);
  });
});

describe('the language a visitor picks', () => {
  it('is remembered from the first moment, before any file loads, and nothing else is', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    window.history.replaceState(null, '', '/faqs');
    head('/faqs');
    document.body.innerHTML =
      '<nav data-lang-switch><a href="/te/faqs" hreflang="te" lang="te">తెలుగు</a></nav>' +
      '<nav><a href="/about">About</a><a href="/te/" hreflang="te">x</a></nav>';
    new Function(pageStartScript(NAV))();
    const [switcherLink, pageLink, otherLink] = [...document.body.querySelectorAll('a')];
    const follow = (link?: HTMLAnchorElement) =>
      link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    follow(pageLink);
    follow(otherLink);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    follow(switcherLink);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('te');
    document.body.innerHTML = '';
  });
});

describe('the script as inlined', () => {
  it('is one line with no comment, and redirects as the function does', () => {
    const script = pageStartScript(NAV);
    expect(script).not.toMatch(/\n|\/\/ |\/\*/);
    expect(script.endsWith(`(document,"${NAV}","${LANGUAGE_STORAGE_KEY}")`)).toBe(true);
    window.history.replaceState(null, '', '/about');
    head('/about');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('');
    // jsdom cannot navigate: location.replace is where the inlined script leaves the page.
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/about',
      search: '',
      hash: '',
      origin: ORIGIN,
      replace,
    });
    new Function(pageStartScript(NAV))();
    expect(replace).toHaveBeenCalledWith('/hi/about');
  });
});
