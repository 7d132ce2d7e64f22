import { useState } from 'react';
import { ALL_BLOG_CATEGORIES, BLOG_CATEGORIES, type BlogCategory } from '../../content/business';
import { NO_RESULTS_FOUND } from '../../content/messages';
import { Button } from '@kirana/ui/button';
import { Select } from '@kirana/ui/select';
import { TextField } from '@kirana/ui/text-field';
import { filterPosts, type PostSummary } from '../../content/post-summary';
import { PostCard } from '../post-card/post-card';
import styles from './blog-list.module.css';

const CATEGORY_OPTIONS = BLOG_CATEGORIES.map((category) => ({ value: category, label: category }));

function isCategory(value: string): value is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(value);
}

/** The blog's posts, filtered as the visitor types and by category. */
export function BlogList({ posts }: { posts: readonly PostSummary[] }) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<BlogCategory>(ALL_BLOG_CATEGORIES);
  const shown = filterPosts(posts, search, category);
  const filtered = search.trim() !== '' || category !== ALL_BLOG_CATEGORIES;

  function clearFilters() {
    setSearch('');
    setCategory(ALL_BLOG_CATEGORIES);
  }

  return (
    <>
      <form
        className={styles.filters}
        role="search"
        aria-label="Articles"
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          label="Search articles"
          type="search"
          name="q"
          placeholder="Search by title or summary"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={styles.search}
        />
        <Select
          label="Category"
          name="category"
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={(event) => {
            if (isCategory(event.target.value)) setCategory(event.target.value);
          }}
          className={styles.category}
        />
      </form>

      <p className={styles.count} role="status">
        {filtered ? `${shown.length} of ${posts.length} articles` : `${posts.length} articles`}
      </p>

      {shown.length > 0 ? (
        <ul className={styles.grid}>
          {shown.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{NO_RESULTS_FOUND}</h2>
          <p>No article matches your search. Try other words or another category.</p>
          <Button variant="secondary" onClick={clearFilters}>
            Clear filters
          </Button>
        </div>
      )}
    </>
  );
}
