// The site's languages and their URLs: English at /, Telugu at /te/..., Hindi at /hi/....
// Plain functions with no React, so the navigation module, the islands and the build scripts
// can all use them.

export const LOCALES = ['en', 'te', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The tag Intl formats with (Indian conventions for each language). */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = {
  en: 'en-IN',
  te: 'te-IN',
  hi: 'hi-IN',
};

/** Open Graph's locale of each language. */
export const OG_LOCALE: Readonly<Record<Locale, string>> = {
  en: 'en_IN',
  te: 'te_IN',
  hi: 'hi_IN',
};

/** Each language's name in its own script: what the switcher shows. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  te: 'తెలుగు',
  hi: 'हिन्दी',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a URL path: its first segment when that is te or hi, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = /^\/([^/]+)(?:\/|$)/.exec(pathname)?.[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The English path of a page in any language: /te/faqs -> /faqs, /hi -> /. */
export function unlocalisedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/**
 * The path of an English path in a language: localePath('te', '/faqs') is /te/faqs,
 * localePath('hi', '/') is /hi/, anchors and queries kept (/te/#download).
 */
export function localePath(locale: Locale, path: string): string {
  if (!path.startsWith('/')) throw new Error(`localePath: "${path}" is not an absolute path`);
  if (locale === DEFAULT_LOCALE) return path;
  return `/${locale}${path}`;
}

/** The same page in another language (the switcher's links). */
export function switchLocalePath(pathname: string, to: Locale): string {
  return localePath(to, unlocalisedPath(pathname));
}
