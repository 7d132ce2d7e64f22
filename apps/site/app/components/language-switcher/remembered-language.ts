// A returning visitor's language: someone who chose Telugu or Hindi in a switcher and later
// arrives from outside the site (a bookmark, a search result, a shared link) on an English page
// is taken to the same page in their language. A first visit is never redirected (nothing is
// stored yet; the browser's language is not guessed from), moving between pages of the site
// never is, and a page in te or hi is shown as asked.
import { isLocale, localeOfPath, switchLocalePath, DEFAULT_LOCALE } from '../../i18n/locales';

/** Where the visitor's chosen language is kept (localStorage): "en", "te" or "hi". */
export const LANGUAGE_STORAGE_KEY = 'lang';

function storedLanguage(view: Window): string | null {
  try {
    return view.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The address of the page in the remembered language, when the visitor should go there. */
export function rememberedLanguagePath(doc: Document): string | null {
  const view = doc.defaultView;
  if (!view) return null;
  const { pathname, search, hash, origin } = view.location;
  if (localeOfPath(pathname) !== DEFAULT_LOCALE) return null;
  const chosen = storedLanguage(view);
  if (!isLocale(chosen) || chosen === DEFAULT_LOCALE) return null;
  // Within the site (a link followed, a page prerendered for a hover) the page asked for stays.
  let cameFrom = '';
  try {
    cameFrom = doc.referrer ? new URL(doc.referrer).origin : '';
  } catch {
    cameFrom = '';
  }
  if (cameFrom === origin) return null;
  if ((doc as Document & { prerendering?: boolean }).prerendering) return null;
  return `${switchLocalePath(pathname, chosen)}${search}${hash}`;
}

/** Takes a returning visitor to their language (see above); true when it did. */
export function followRememberedLanguage(doc: Document = document): boolean {
  const path = rememberedLanguagePath(doc);
  if (!path) return false;
  doc.defaultView?.location.replace(path);
  return true;
}
