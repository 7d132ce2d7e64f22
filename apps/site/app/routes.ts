import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { BLOG_POST_ROUTE, PAGE_ROUTES, ROBOTS_PATH, SITEMAP_PATH } from './site-map';

const withoutSlash = (path: string) => path.replace(/^\//, '');

export default [
  ...PAGE_ROUTES.map((page) =>
    page.path === '/' ? index(page.file) : route(withoutSlash(page.path), page.file),
  ),
  route(withoutSlash(BLOG_POST_ROUTE.path), BLOG_POST_ROUTE.file),
  route(withoutSlash(SITEMAP_PATH), 'routes/sitemap-xml.ts'),
  route(withoutSlash(ROBOTS_PATH), 'routes/robots-txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
