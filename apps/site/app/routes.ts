import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { POSTS } from './content/posts';
import { BLOG_POST_FILE, PAGE_ROUTES, ROBOTS_PATH, SITEMAP_PATH, blogPostPath } from './site-map';

const withoutSlash = (path: string) => path.replace(/^\//, '');

export default [
  ...PAGE_ROUTES.map((page) =>
    page.path === '/' ? index(page.file) : route(withoutSlash(page.path), page.file),
  ),
  ...POSTS.map((post) =>
    route(withoutSlash(blogPostPath(post.id)), BLOG_POST_FILE, { id: `blog-post-${post.id}` }),
  ),
  route(withoutSlash(SITEMAP_PATH), 'routes/sitemap-xml.ts'),
  route(withoutSlash(ROBOTS_PATH), 'routes/robots-txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
