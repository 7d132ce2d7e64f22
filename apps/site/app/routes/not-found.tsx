import { NotFound } from '../components/not-found/not-found';
import { pageMeta } from '../lib/seo';
import { PAGE_NOT_FOUND } from '@kirana/domain/common';

export function meta() {
  return pageMeta({
    title: PAGE_NOT_FOUND,
    description: 'The page you are looking for does not exist or has moved.',
    path: '/404',
    noindex: true,
  });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
