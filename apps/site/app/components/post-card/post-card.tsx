import { Link } from 'react-router';
import { formatPostDate, type Post } from '../../content/posts';
import { blogPostPath } from '../../site-map';
import styles from './post-card.module.css';

export interface PostCardProps {
  post: Post;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

/** A blog post's card; the title links to the article and the whole card is clickable. */
export function PostCard({ post, headingLevel = 2 }: PostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={post.image}
        alt=""
        width={400}
        height={225}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <p className={styles.category}>{post.category}</p>
        <Heading className={styles.title}>
          <Link to={blogPostPath(post.id)} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <p className={styles.meta}>
          {post.author} · <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        </p>
      </div>
    </article>
  );
}
