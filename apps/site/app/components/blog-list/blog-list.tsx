// The blog page's island: its search and category filter run in the browser over the posts the
// page was prerendered with.
import { useState } from 'react';
import {
  ALL_BLOG_CATEGORIES,
  BLOG_CATEGORIES,
  type BlogCategory,
} from '../../content/blog-categories';
import { Button } from '@kirana/ui/button';
import { Select } from '@kirana/ui/select';
import { TextField } from '@kirana/ui/text-field';
import { filterPosts, type PostSummary } from '../../content/post-summary';
import { fill, formatNumber } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { blogList as ENGLISH } from '../../i18n/messages/en';
import { useWake } from '../../islands/wake';
import { PostCard } from '../post-card/post-card';
import styles from './blog-list.module.css';

function isCategory(value: string): value is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(value);
}

export interface BlogListProps {
  posts: readonly PostSummary[];
  /** The page's language (English when not given). */
  locale?: Locale;
  /** The list's words in that language. */
  text?: typeof ENGLISH;
  /** Each category's name in that language, keyed by the English category (the filter value). */
  categories?: Readonly<Record<BlogCategory, string>>;
}

/** The blog's posts, filtered as the visitor types and by category. */
export function BlogList({ posts, locale = 'en', text = ENGLISH, categories }: BlogListProps) {
  const categoryOptions = BLOG_CATEGORIES.map((category) => ({
    value: category,
    label: categories?.[category] ?? category,
  }));
  const count = (n: number) => formatNumber(locale, n);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<BlogCategory>(ALL_BLOG_CATEGORIES);
  // Typed or chosen before the island woke: the list is filtered by it at once.
  const form = useWake(({ q, category: chosen }) => {
    if (typeof q === 'string') setSearch(q);
    if (typeof chosen === 'string' && isCategory(chosen)) setCategory(chosen);
  });
  const shown = filterPosts(posts, search, category);
  const filtered = search.trim() !== '' || category !== ALL_BLOG_CATEGORIES;

  function clearFilters() {
    setSearch('');
    setCategory(ALL_BLOG_CATEGORIES);
  }

  return (
    <>
      <form
        ref={form}
        className={styles.filters}
        role="search"
        aria-label={text.formLabel}
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          label={text.search}
          type="search"
          name="q"
          placeholder={text.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={styles.search}
        />
        <Select
          label={text.category}
          name="category"
          options={categoryOptions}
          value={category}
          onChange={(event) => {
            if (isCategory(event.target.value)) setCategory(event.target.value);
          }}
          className={styles.category}
        />
      </form>

      <p className={styles.count} role="status">
        {filtered
          ? fill(text.countFiltered, { shown: count(shown.length), total: count(posts.length) })
          : fill(text.countAll, { total: count(posts.length) })}
      </p>

      {shown.length > 0 ? (
        <ul className={styles.grid}>
          {shown.map((post) => (
            <li key={post.id}>
              <PostCard post={post} locale={locale} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{text.noResults}</h2>
          <p>{text.noResultsText}</p>
          <Button variant="secondary" onClick={clearFilters}>
            {text.clearFilters}
          </Button>
        </div>
      )}
    </>
  );
}
