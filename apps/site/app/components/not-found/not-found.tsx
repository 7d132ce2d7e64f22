// The 404 page's content, in the language of the path.
import { Link } from 'react-router';
import { buttonClassName } from '@kirana/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import { PageHeader } from '../page-header/page-header';

/** The not-found page: served for unknown paths and unknown blog posts. */
export function NotFound() {
  const { t, href } = useI18n();
  return (
    <PageHeader eyebrow={t.notFound.eyebrow} title={t.notFound.title} intro={t.notFound.intro}>
      <Link
        to={href('/')}
        className={buttonClassName({ size: 'lg' })}
        style={{ marginTop: '2rem' }}
      >
        {t.notFound.backHome}
      </Link>
    </PageHeader>
  );
}
