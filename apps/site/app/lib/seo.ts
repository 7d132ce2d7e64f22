import type { MetaDescriptor } from 'react-router';
import { siteUrl } from '../config';
import { BRAND } from '../content/company';

/** Shared link-preview image (1200 x 630). */
export const DEFAULT_OG_IMAGE = '/images/og-card.png';

export interface PageSeo {
  /** Page title without the brand; the home page passes the full title and `brandFirst`. */
  readonly title: string;
  readonly description: string;
  /** Canonical path of the page, e.g. "/about". */
  readonly path: string;
  readonly image?: string;
  readonly imageAlt?: string;
  readonly type?: 'website' | 'article';
  /** Keep the page out of search results (the not-found page). */
  readonly noindex?: boolean;
  /** Use the title as is, without " | Kirana". */
  readonly fullTitle?: boolean;
}

/** Title, description, canonical URL and Open Graph / Twitter tags of a page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const title = seo.fullTitle ? seo.title : `${seo.title} | ${BRAND}`;
  const url = siteUrl(seo.path);
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
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (seo.noindex) {
    tags.push({ name: 'robots', content: 'noindex' });
  } else {
    tags.push({ tagName: 'link', rel: 'canonical', href: url });
    tags.push({ property: 'og:url', content: url });
  }
  return tags;
}
