// Every page's meta tags in one place: title, description, canonical URL, languages and link
// previews.
import type { MetaArgs, MetaDescriptor } from 'react-router';
import { siteUrl } from '../config';
import { BRAND } from '../content/company';
import {
  DEFAULT_LOCALE,
  LOCALES,
  OG_LOCALE,
  type Locale,
  localeOfPath,
  localePath,
} from '../i18n/locales';
import { messagesFor, type Messages } from '../i18n/messages';
import { NOT_FOUND_PATH } from '../site-map';

/** Shared link-preview image (1200 x 630). */
export const DEFAULT_OG_IMAGE = '/images/og-card.png';

export interface PageSeo {
  /** Page title without the brand; the home page passes the full title and `brandFirst`. */
  readonly title: string;
  readonly description: string;
  /** The page's English path, e.g. "/about"; its canonical URL is the one in `locale`. */
  readonly path: string;
  /** The page's language (English when not given). */
  readonly locale?: Locale;
  readonly image?: string;
  readonly imageAlt?: string;
  readonly type?: 'website' | 'article';
  /** Keep the page out of search results (the not-found page). */
  readonly noindex?: boolean;
  /** Use the title as is, without " | Kirana". */
  readonly fullTitle?: boolean;
}

/**
 * The same page in every language, for <link rel="alternate" hreflang>: en, te, hi and
 * x-default (the English page, for any other language).
 */
export function alternateLinks(englishPath: string): MetaDescriptor[] {
  return [
    ...LOCALES.map((locale) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: locale,
      href: siteUrl(localePath(locale, englishPath)),
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: siteUrl(localePath(DEFAULT_LOCALE, englishPath)),
    },
  ];
}

/** Title, description, canonical URL, language alternates and Open Graph / Twitter tags. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const locale = seo.locale ?? DEFAULT_LOCALE;
  const title = seo.fullTitle ? seo.title : `${seo.title} | ${BRAND}`;
  const url = siteUrl(localePath(locale, seo.path));
  const image = siteUrl(seo.image ?? DEFAULT_OG_IMAGE);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    { property: 'og:site_name', content: BRAND },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: seo.imageAlt ?? `${BRAND}: ${seo.title}` },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALE[other],
    })),
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (seo.noindex) {
    tags.push({ name: 'robots', content: 'noindex' });
  } else {
    tags.push({ tagName: 'link', rel: 'canonical', href: url });
    tags.push({ property: 'og:url', content: url });
    tags.push(...alternateLinks(seo.path));
  }
  return tags;
}

/** The areas of the words that hold a page's title and description as they are shown. */
type PageWords = {
  [K in keyof Messages]: Messages[K] extends { title: string; description: string } ? K : never;
}[keyof Messages];

/** A page's tags from its area of the words (title and description), in the address's language. */
export function wordsMeta(area: PageWords, path: string, { location }: Pick<MetaArgs, 'location'>) {
  const locale = localeOfPath(location.pathname);
  const t = messagesFor(locale)[area];
  return pageMeta({ title: t.title, description: t.description, path, locale });
}

/** The not-found page's tags, kept out of search results, with the intro the page shows. */
export function notFoundMeta(locale: Locale, intro: 'intro' | 'articleIntro') {
  const t = messagesFor(locale).notFound;
  return pageMeta({
    title: t.title,
    description: t[intro],
    path: NOT_FOUND_PATH,
    locale,
    noindex: true,
  });
}
