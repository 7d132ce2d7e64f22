// What a route the admin's role cannot open shows (a deep link, an old bookmark): a plain page
// inside the frame, not an error, with the way back.
import { Link } from 'react-router';
import { buttonClassName } from '@kirana/ui/button';
import { PageHeader } from '../components/page-header';
import { routes } from '../config/paths';

export function NoAccess() {
  return (
    <>
      <PageHeader title="You do not have access" />
      <p>Your role does not include this page. Ask an owner of the team if you need it.</p>
      <p>
        <Link to={routes.dashboard} className={buttonClassName({ variant: 'secondary' })}>
          Back to the dashboard
        </Link>
      </p>
    </>
  );
}
