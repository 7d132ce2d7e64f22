import { BlogList } from '../components/blog-list/blog-list';
import { PageHeader } from '../components/page-header/page-header';
import { POSTS, postSummary } from '../content/posts';
import { Island } from '../islands/island';
import { pageMeta } from '../lib/seo';

export function meta() {
  return pageMeta({
    title: 'Blog',
    description:
      'Stories and ideas about neighbourhood retail in Hyderabad: digital tools for kirana stores, community, industry trends, partner success stories and business strategy.',
    path: '/blog',
  });
}

export default function Blog() {
  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="The Kirana blog"
        intro="Stories from the stores, streets and people that keep Hyderabad's neighbourhoods running."
      />
      <div className="section">
        <div className="container">
          <Island name="blog-list" component={BlogList} props={{ posts: POSTS.map(postSummary) }} />
        </div>
      </div>
    </>
  );
}
