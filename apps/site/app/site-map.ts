// The one list of the site's pages: routes.ts, the prerender list, sitemap.xml and robots.txt
// are all built from it. Every page exists in each language: English at its path, Telugu and
// Hindi under /te and /hi (i18n/locales.ts).
import { POLICIES } from './content/policies';
import { LOCALES, localePath, unlocalisedPath } from './i18n/locales';
import { blogPostPath } from './content/post-summary';
import { POSTS } from './content/posts';

export interface PageRoute {
  /** URL path, starting with "/". */
  readonly path: string;
  /** Route module, relative to app/. */
  readonly file: string;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', file: 'routes/home.tsx' },
  { path: '/about', file: 'routes/about.tsx' },
  { path: '/how-it-works', file: 'routes/how-it-works.tsx' },
  { path: '/faqs', file: 'routes/faqs.tsx' },
  { path: '/contact', file: 'routes/contact.tsx' },
  { path: '/deliver-with-us', file: 'routes/deliver-with-us.tsx' },
  { path: '/register-store', file: 'routes/register-store.tsx' },
  { path: '/store-status', file: 'routes/store-status.tsx' },
  { path: '/blog', file: 'routes/blog.tsx' },
  { path: POLICIES.privacy.path, file: 'routes/privacy-policy.tsx' },
  { path: POLICIES.terms.path, file: 'routes/terms.tsx' },
  { path: POLICIES.branchPrivacy.path, file: 'routes/branch-privacy-policy.tsx' },
  { path: POLICIES.branchTerms.path, file: 'routes/branch-terms.tsx' },
  { path: POLICIES.cancellations.path, file: 'routes/cancellations-and-refunds.tsx' },
  { path: POLICIES.shipping.path, file: 'routes/shipping-policy.tsx' },
];

/**
 * Each article is its own static route (/blog/1 ... /blog/6) on one module, so an unknown id
 * matches the catch-all not-found route in the browser just as it does on the static host.
 */
export const BLOG_POST_FILE = 'routes/blog-post.tsx';

export { blogPostPath };

/** The article id of a /blog/{id} path (in any language), if it is one. */
export function blogPostIdOf(pathname: string): string | undefined {
  return /^\/blog\/([^/]+)\/?$/.exec(unlocalisedPath(pathname))?.[1];
}

/** Prerendered with the not-found page and published as dist/404.html for static hosts. */
export const NOT_FOUND_PATH = '/404';
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/** Every page in English, in sitemap order: the pages, then the articles. */
export const ENGLISH_PAGE_PATHS: readonly string[] = [
  ...PAGE_ROUTES.map((route) => route.path),
  ...POSTS.map((post) => blogPostPath(post.id)),
];

/** Every page a search engine should index, in each language, in sitemap order. */
export const INDEXABLE_PATHS: readonly string[] = LOCALES.flatMap((locale) =>
  ENGLISH_PAGE_PATHS.map((path) => localePath(locale, path)),
);

/**
 * The not-found page in each language: /404, /te/404, /hi/404, published as 404.html,
 * te/404.html and hi/404.html (a static host serves the one of the path's language).
 */
export const NOT_FOUND_PATHS: readonly string[] = LOCALES.map((locale) =>
  localePath(locale, NOT_FOUND_PATH),
);

/**
 * Every path written to HTML (or text) at build time. A language's home is prerendered as /te
 * (React Router writes a trailing-slash path as its SPA fallback); it is te/index.html either
 * way, and links and canonical URLs say /te/.
 */
export const PRERENDER_PATHS: readonly string[] = [
  ...INDEXABLE_PATHS.map((path) => path.replace(/(.)\/$/, '$1')),
  ...NOT_FOUND_PATHS,
  SITEMAP_PATH,
  ROBOTS_PATH,
];
