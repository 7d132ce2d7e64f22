// The catch-all route: the 404 page (prerendered as 404.html for static hosts).
import type { MetaArgs } from 'react-router';
import { NotFound } from '../components/not-found/not-found';
import { localeOfPath } from '../i18n/locales';
import { notFoundMeta } from '../lib/seo';

/** Any unknown path, in the language of its prefix (/te/… and /hi/… in Telugu and Hindi). */
export function meta({ location }: Pick<MetaArgs, 'location'>) {
  return notFoundMeta(localeOfPath(location.pathname), 'intro');
}

export default function NotFoundRoute() {
  return <NotFound />;
}
