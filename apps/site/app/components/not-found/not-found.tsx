import { Link } from 'react-router';
import { PAGE_NOT_FOUND } from '@kirana/domain/common';
import { buttonClassName } from '@kirana/ui/button';
import { PageHeader } from '../page-header/page-header';

/** The not-found page: served for unknown paths and unknown blog posts. */
export function NotFound() {
  return (
    <PageHeader
      eyebrow="Error 404"
      title={PAGE_NOT_FOUND}
      intro="The page you are looking for does not exist or has moved."
    >
      <Link to="/" className={buttonClassName({ size: 'lg' })} style={{ marginTop: '2rem' }}>
        Back to Home
      </Link>
    </PageHeader>
  );
}
