// The route table React Router prerenders: every page in English, Telugu and Hindi.
import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { POSTS } from './content/posts';
import { LOCALES, type Locale, localePath } from './i18n/locales';
import { BLOG_POST_FILE, PAGE_ROUTES, ROBOTS_PATH, SITEMAP_PATH, blogPostPath } from './site-map';

const routePath = (path: string) => path.replace(/^\/|\/$/g, '');

/** The same route modules under each language's prefix; ids carry the language (te/…, hi/…). */
function localeRoutes(locale: Locale) {
  const id = (name: string) => (locale === 'en' ? undefined : `${locale}/${name}`);
  return [
    ...PAGE_ROUTES.map((page) =>
      locale === 'en' && page.path === '/'
        ? index(page.file)
        : route(routePath(localePath(locale, page.path)), page.file, {
            id: id(page.file.replace(/\.tsx$/, '')),
          }),
    ),
    ...POSTS.map((post) =>
      route(routePath(localePath(locale, blogPostPath(post.id))), BLOG_POST_FILE, {
        id: locale === 'en' ? `blog-post-${post.id}` : `${locale}/blog-post-${post.id}`,
      }),
    ),
  ];
}

export default [
  ...LOCALES.flatMap(localeRoutes),
  route(routePath(SITEMAP_PATH), 'routes/sitemap-xml.ts'),
  route(routePath(ROBOTS_PATH), 'routes/robots-txt.ts'),
  // Unknown paths in every language (/te/… shows the Telugu not-found page).
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
