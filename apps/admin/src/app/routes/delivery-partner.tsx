import { useParams } from 'react-router';
import { Notifications } from '../../features/notifications/components/notifications-panel';
import { applicationKeys } from '../../features/partners/api/keys';
import { ApplicationDetails } from '../../features/partners/components/application-details';

/** /admin/delivery-partners/:applicationId: one application, with the messages sent about it. */
export function Component() {
  const { applicationId = '' } = useParams();
  return (
    <ApplicationDetails
      key={applicationId}
      applicationId={applicationId}
      notifications={(detail) => (
        <Notifications
          notifications={detail.notifications}
          listedBy={applicationKeys.detail(detail.application._id)}
        />
      )}
    />
  );
}
