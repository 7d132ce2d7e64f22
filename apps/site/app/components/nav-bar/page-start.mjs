// The inline script at the top of every page (scripts/islands.mjs puts it before the stylesheet;
// the CSP allows it by its hash). It does two things, neither of which waits for a file:
// - A returning visitor's language: someone who chose Telugu or Hindi in a switcher (the
//   script keeps it under LANGUAGE_STORAGE_KEY, below) and later arrives from outside the
//   site (a bookmark, a search result, a shared link) on an English page is taken to the same
//   page in their language, the page's own <link rel="alternate" hreflang> naming where it is,
//   before anything else downloads. A first visit is never redirected (nothing is stored; the
//   browser's language is not guessed from), moving between pages of the site never is, and a
//   page in te or hi is shown as asked.
// - It remembers the language a visitor picks in a switcher (any link of a [data-lang-switch]
//   with an hreflang), from the first moment, before any file has loaded.
// - The navigation module (./nav-entry.ts: the bar's menu, the islands, the map frames) starts
//   downloading once the page has painted its first content, so that on a slow link it never
//   competes with the stylesheet or the fonts for the first paint (issue 26).
// Plain JavaScript that the browser runs as written: keep it small and free of comments inside.

/** Where the visitor's chosen language is kept (localStorage): "en", "te" or "hi". */
export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * @param {Document} doc
 * @param {string} nav the navigation module's address
 * @param {string} key LANGUAGE_STORAGE_KEY
 * @param {(path: string) => void} [go] how the page is left for another (tests watch it)
 */
export function startPage(doc, nav, key, go = (path) => doc.defaultView.location.replace(path)) {
  const view = doc.defaultView;
  const here = view.location;
  let chosen = null;
  try {
    chosen = view.localStorage.getItem(key);
  } catch {
    chosen = null;
  }
  const cameFrom = doc.referrer && new URL(doc.referrer).origin;
  const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')];
  const pathOf = (link) => (link ? new URL(link.href).pathname.replace(/(.)\/$/, '$1') : null);
  const english = alternates.find((link) => link.hreflang === 'x-default');
  const there = alternates.find((link) => /^[a-z]{2}$/.test(chosen) && link.hreflang === chosen);
  if (
    there &&
    pathOf(english) === here.pathname.replace(/(.)\/$/, '$1') &&
    pathOf(there) !== pathOf(english) &&
    cameFrom !== here.origin &&
    !doc.prerendering
  ) {
    go(`${new URL(there.href).pathname}${here.search}${here.hash}`);
    return;
  }
  doc.addEventListener('click', (event) => {
    const link =
      event.target instanceof view.Element &&
      event.target.closest('[data-lang-switch] a[hreflang]');
    if (!link) return;
    try {
      view.localStorage.setItem(key, link.hreflang);
    } catch {
      return;
    }
  });
  const start = () => {
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = nav;
    doc.head.append(script);
  };
  const Observer = view.PerformanceObserver;
  if (!Observer || !(Observer.supportedEntryTypes || []).includes('paint')) {
    start();
    return;
  }
  new Observer((paints, observer) => {
    if (paints.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
}

/**
 * The script as it goes into the page: the function above, run, on one line, without the spaces
 * around its operators (no string or pattern in it holds one).
 */
export function pageStartScript(nav) {
  const args = [nav, LANGUAGE_STORAGE_KEY].map((value) => JSON.stringify(value)).join(',');
  return `(${startPage})(document,${args})`
    .replace(/\s*\n\s*/g, '')
    .replace(/ ?(=>|===|!==|&&|\|\||[=?:,{}()]) ?/g, '$1');
}
