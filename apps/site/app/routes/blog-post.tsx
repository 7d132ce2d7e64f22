import { Link, useLocation, type MetaArgs } from 'react-router';
import { PAGE_NOT_FOUND } from '@kirana/domain/common';
import { NotFound } from '../components/not-found/not-found';
import { PageHeader } from '../components/page-header/page-header';
import { PostCard } from '../components/post-card/post-card';
import { SiteBreadcrumb } from '../components/site-breadcrumb/site-breadcrumb';
import { siteUrl } from '../config';
import { BRAND } from '../content/company';
import { findPost, formatPostDate, relatedPosts } from '../content/posts';
import { pageMeta } from '../lib/seo';
import { NOT_FOUND_PATH, blogPostIdOf, blogPostPath } from '../site-map';
import styles from './blog-post.module.css';

export function meta({ location }: Pick<MetaArgs, 'location'>) {
  const post = findPost(blogPostIdOf(location.pathname));
  if (!post) {
    return pageMeta({
      title: PAGE_NOT_FOUND,
      description: 'The article you are looking for does not exist or has moved.',
      path: NOT_FOUND_PATH,
      noindex: true,
    });
  }
  const path = blogPostPath(post.id);
  return [
    ...pageMeta({
      title: post.title,
      description: post.excerpt,
      path,
      type: 'article',
      imageAlt: post.imageAlt,
    }),
    { property: 'article:published_time', content: post.date },
    { property: 'article:author', content: post.author },
    { property: 'article:section', content: post.category },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt,
        image: siteUrl(post.image),
        datePublished: post.date,
        author: { '@type': 'Person', name: post.author },
        publisher: { '@type': 'Organization', name: BRAND, url: siteUrl('/') },
        articleSection: post.category,
        keywords: post.tags.join(', '),
        mainEntityOfPage: siteUrl(path),
      },
    },
  ];
}

export default function BlogPost() {
  const post = findPost(blogPostIdOf(useLocation().pathname));
  if (!post) return <NotFound />;
  const related = relatedPosts(post);

  return (
    <article aria-labelledby="post-title">
      <PageHeader
        titleId="post-title"
        before={
          <SiteBreadcrumb
            items={[
              { label: 'Home', href: '/' },
              { label: 'Blog', href: '/blog' },
              { label: post.title },
            ]}
          />
        }
        eyebrow={post.category}
        title={post.title}
        intro={post.excerpt}
      >
        <p className={styles.byline}>
          By {post.author} · <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        </p>
      </PageHeader>
      <div className="section">
        <div className={`container ${styles.layout}`}>
          <img
            className={styles.cover}
            src={post.image}
            alt={post.imageAlt}
            width={800}
            height={450}
            fetchPriority="high"
          />
          <div className="prose">
            {post.sections.map((section, index) => (
              <section key={section.heading ?? index} className={styles.section}>
                {section.heading && <h2>{section.heading}</h2>}
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </section>
            ))}
          </div>
          <div className={styles.tags}>
            <h2 className={styles.tagsTitle}>Tags</h2>
            <ul className={styles.tagList}>
              {post.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <section aria-labelledby="related-heading" className="section section--muted">
        <div className="container">
          <h2 id="related-heading" className={styles.relatedTitle}>
            Related articles
          </h2>
          <ul className={styles.related}>
            {related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p className={styles.back}>
            <Link to="/blog">All articles</Link>
          </p>
        </div>
      </section>
    </article>
  );
}
