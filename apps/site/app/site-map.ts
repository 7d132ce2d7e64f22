// The one list of the site's pages: routes.ts, the prerender list, sitemap.xml and robots.txt
// are all built from it.
import { POLICIES } from './content/policies';
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

/** The article id of a /blog/{id} path, if it is one. */
export function blogPostIdOf(pathname: string): string | undefined {
  return /^\/blog\/([^/]+)\/?$/.exec(pathname)?.[1];
}

/** Prerendered with the not-found page and published as dist/404.html for static hosts. */
export const NOT_FOUND_PATH = '/404';
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/** Every page a search engine should index, in sitemap order. */
export const INDEXABLE_PATHS: readonly string[] = [
  ...PAGE_ROUTES.map((route) => route.path),
  ...POSTS.map((post) => blogPostPath(post.id)),
];

/** Every path written to HTML (or text) at build time. */
export const PRERENDER_PATHS: readonly string[] = [
  ...INDEXABLE_PATHS,
  NOT_FOUND_PATH,
  SITEMAP_PATH,
  ROBOTS_PATH,
];
