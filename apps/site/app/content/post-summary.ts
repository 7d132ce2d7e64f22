// What the blog list and the post cards need of a post, apart from the articles' text
// (./posts.ts), so the blog list's island loads no article.
import { ALL_BLOG_CATEGORIES, type BlogCategory } from './blog-categories';
import type { LocalPost } from '../i18n/content';

/** An article's page. */
export function blogPostPath(id: string): string {
  return `/blog/${id}`;
}

/**
 * What a post's card shows: the post in the page's language without its article text (the blog
 * list's island props). Its category's name and its date come written out, so the island
 * formats nothing as it wakes (a phone's first Intl call stalls it while ICU loads its data).
 */
export type PostSummary = Omit<LocalPost, 'sections'>;

/** A post's card fields. */
export function postSummary({ sections: _sections, ...summary }: LocalPost): PostSummary {
  return summary;
}

/** Case-insensitive match of the search text against title and excerpt, and of the category. */
export function filterPosts<P extends Pick<PostSummary, 'category' | 'title' | 'excerpt'>>(
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
