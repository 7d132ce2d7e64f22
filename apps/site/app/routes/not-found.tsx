// The catch-all route: the 404 page (prerendered as 404.html for static hosts).
import type { MetaArgs } from 'react-router';
import { NotFound } from '../components/not-found/not-found';
import { localeOfPath } from '../i18n/locales';
import { messagesFor } from '../i18n/messages';
import { pageMeta } from '../lib/seo';
import { NOT_FOUND_PATH } from '../site-map';

/** Any unknown path, in the language of its prefix (/te/… and /hi/… in Telugu and Hindi). */
export function meta({ location }: Pick<MetaArgs, 'location'>) {
  const locale = localeOfPath(location.pathname);
  const t = messagesFor(locale).notFound;
  return pageMeta({
    title: t.title,
    description: t.intro,
    path: NOT_FOUND_PATH,
    locale,
    noindex: true,
  });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
