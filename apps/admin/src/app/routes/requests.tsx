// /admin/requests: the Requests queue (owners' erasure requests and grievances, issue 40).
import { RequestsList } from '../../features/data-requests/components/requests-list';

/** /admin/requests: filters in ?status=&kind=. */
export function Component() {
  return <RequestsList />;
}
