// /blog: the posts, with the blog list island.
import type { MetaArgs } from 'react-router';
import { BlogList, type BlogListProps } from '../components/blog-list/blog-list';
import { PageHeader } from '../components/page-header/page-header';
import { postSummary } from '../content/posts';
import { useI18n } from '../i18n/use-i18n';
import { Island } from '../islands/island';
import { wordsMeta } from '../lib/seo';

export function meta(args: Pick<MetaArgs, 'location'>) {
  return wordsMeta('blog', '/blog', args);
}

export default function Blog() {
  const { t, content, locale } = useI18n();
  // English pages keep the island's own English words; other languages send theirs.
  const props: BlogListProps =
    locale === 'en'
      ? { posts: content.posts.map(postSummary), locale }
      : {
          posts: content.posts.map(postSummary),
          locale,
          text: t.blogList,
          categories: content.blogCategoryLabels,
        };
  return (
    <>
      <PageHeader eyebrow={t.blog.eyebrow} title={t.blog.heading} intro={t.blog.intro} />
      <div className="section">
        <div className="container">
          <Island name="blog-list" component={BlogList} props={props} sends={false} />
        </div>
      </div>
    </>
  );
}
