// A blog post in a list: the blog page and its island show the same card.
import { postImageSource } from '../../content/post-images';
import { blogPostPath, type PostSummary } from '../../content/post-summary';
import { localePath, type Locale } from '../../i18n/locales';
import styles from './post-card.module.css';

export interface PostCardProps {
  post: PostSummary;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** The page's language: the article's link (English by default). */
  locale?: Locale;
}

/**
 * A blog post's card; the title links to the article and the whole card is clickable. A plain
 * link (a page load), as the card is also part of the blog list's island, which has no router.
 */
export function PostCard({ post, headingLevel = 2, locale = 'en' }: PostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={postImageSource(post.image)}
        alt=""
        width={400}
        height={225}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <p className={styles.category}>{post.categoryLabel}</p>
        <Heading className={styles.title}>
          <a href={localePath(locale, blogPostPath(post.id))} className={styles.link}>
            {post.title}
          </a>
        </Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <p className={styles.meta}>
          {post.author} · <time dateTime={post.date}>{post.dateText}</time>
        </p>
      </div>
    </article>
  );
}
