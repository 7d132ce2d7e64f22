// What the blog list and the post cards need of a post, apart from the articles' text
// (./posts.ts), so the blog list's island loads no article.
import { ALL_BLOG_CATEGORIES, type BlogCategory } from './blog-categories';
import { formatDate } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { Post } from './posts';

/** An article's page. */
export function blogPostPath(id: string): string {
  return `/blog/${id}`;
}

/**
 * What a post's card shows: the post without its article text (the blog list's island props),
 * with its category's name in the page's language when that is not English.
 */
export type PostSummary = Omit<Post, 'sections'> & { readonly categoryLabel?: string };

/** A post's card fields. */
export function postSummary<P extends Post>({ sections: _sections, ...summary }: P): PostSummary {
  return summary;
}

/** Case-insensitive match of the search text against title and excerpt, and of the category. */
export function filterPosts<P extends PostSummary>(
  posts: readonly P[],
  search: string,
  category: BlogCategory,
): P[] {
  const needle = search.trim().toLocaleLowerCase();
  return posts.filter(
    (post) =>
      (category === ALL_BLOG_CATEGORIES || post.category === category) &&
      (needle === '' ||
        post.title.toLocaleLowerCase().includes(needle) ||
        post.excerpt.toLocaleLowerCase().includes(needle)),
  );
}

/** "6 May 2025", "6 మే, 2025", "6 मई 2025" */
export function formatPostDate(isoDate: string, locale: Locale = 'en'): string {
  return formatDate(locale, isoDate);
}
