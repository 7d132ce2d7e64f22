// /admin/requests/{requestId}: one erasure request or grievance, and its answer.
import { useParams } from 'react-router';
import { RequestView } from '../../features/data-requests/components/request-view';

export function Component() {
  const { requestId = '' } = useParams();
  return <RequestView key={requestId} requestId={requestId} />;
}
