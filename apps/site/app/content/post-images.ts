// The blog's illustrations (public/images/blog, 1-4 KB each) travel in the page as data: URLs.
// As files, a post's cover and its related posts' cards, or the blog page's six cards, were
// requested beside the stylesheet and the page's font, and on a slow link the first screen
// waited for all of them to share it (issue 26). The files stay for the pages' og:image.
import { svgDataUrl } from '../lib/svg-data-url';

const FILES = import.meta.glob<string>('../../public/images/blog/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const SOURCES = new Map(
  Object.entries(FILES).map(([file, svg]) => [
    `/images/blog/${file.slice(file.lastIndexOf('/') + 1)}`,
    svgDataUrl(svg),
  ]),
);

/** The img src of a post's image (its path under public/, as posts.ts names it). */
export function postImageSource(path: string): string {
  const source = SOURCES.get(path);
  if (!source) throw new Error(`No blog illustration at public${path}`);
  return source;
}
