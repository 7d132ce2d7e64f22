// /blog/{id}: one article in full.
import { Link, useLocation, type MetaArgs } from 'react-router';
import { NotFound } from '../components/not-found/not-found';
import { PageHeader } from '../components/page-header/page-header';
import { PostCard } from '../components/post-card/post-card';
import { SiteBreadcrumb } from '../components/site-breadcrumb/site-breadcrumb';
import { siteUrl } from '../config';
import { BRAND } from '../content/company';
import { postImageSource } from '../content/post-images';
import { findLocalPost, relatedLocalPosts } from '../i18n/content';
import { fill } from '../i18n/format';
import { INTL_LOCALE, localeOfPath, localePath } from '../i18n/locales';
import { useI18n } from '../i18n/use-i18n';
import { notFoundMeta, pageMeta } from '../lib/seo';
import { blogPostIdOf, blogPostPath } from '../site-map';
import styles from './blog-post.module.css';
import { MutedSection } from '../components/section/muted-section';

export function meta({ location }: Pick<MetaArgs, 'location'>) {
  const locale = localeOfPath(location.pathname);
  const post = findLocalPost(locale, blogPostIdOf(location.pathname));
  if (!post) return notFoundMeta(locale, 'articleIntro');
  const path = blogPostPath(post.id);
  return [
    ...pageMeta({
      title: post.title,
      description: post.excerpt,
      path,
      locale,
      type: 'article',
      imageAlt: post.imageAlt,
    }),
    { property: 'article:published_time', content: post.date },
    { property: 'article:author', content: post.author },
    { property: 'article:section', content: post.categoryLabel },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt,
        image: siteUrl(post.image),
        datePublished: post.date,
        inLanguage: INTL_LOCALE[locale],
        author: { '@type': 'Person', name: post.author },
        publisher: { '@type': 'Organization', name: BRAND, url: siteUrl('/') },
        articleSection: post.categoryLabel,
        keywords: post.tags.join(', '),
        mainEntityOfPage: siteUrl(localePath(locale, path)),
      },
    },
  ];
}

export default function BlogPost() {
  const { t, locale, href } = useI18n();
  const post = findLocalPost(locale, blogPostIdOf(useLocation().pathname));
  if (!post) return <NotFound />;
  const related = relatedLocalPosts(locale, post);

  return (
    <article aria-labelledby="post-title">
      <PageHeader
        titleId="post-title"
        before={
          <SiteBreadcrumb
            items={[
              { label: t.nav.home, href: '/' },
              { label: t.nav.blog, href: '/blog' },
              { label: post.title },
            ]}
          />
        }
        eyebrow={post.categoryLabel}
        title={post.title}
        intro={post.excerpt}
      >
        <p className={styles.byline}>
          {fill(t.blog.byline, { author: post.author })} ·{' '}
          <time dateTime={post.date}>{post.dateText}</time>
        </p>
      </PageHeader>
      <div className="section">
        <div className={`container ${styles.layout}`}>
          <img
            className={styles.cover}
            src={postImageSource(post.image)}
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
            <h2 className={styles.tagsTitle}>{t.blog.tags}</h2>
            <ul className={styles.tagList}>
              {post.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <MutedSection
        headingId="related-heading"
        title={t.blog.related}
        titleClassName={styles.relatedTitle}
      >
        <ul className={styles.related}>
          {related.map((item) => (
            <li key={item.id}>
              <PostCard post={item} headingLevel={3} locale={locale} />
            </li>
          ))}
        </ul>
        <p className={styles.back}>
          <Link to={href('/blog')}>{t.blog.allArticles}</Link>
        </p>
      </MutedSection>
    </article>
  );
}
