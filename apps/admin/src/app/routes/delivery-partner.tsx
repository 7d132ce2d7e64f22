// /admin/delivery-partners/:applicationId: one application's review.
import { useParams } from 'react-router';
import { Notifications } from '../../features/notifications/components/notifications-panel';
import { applicationKeys } from '../../features/partners/api/keys';
import { ReviewDetails } from '../../features/review/components/review-details';
import { deliveryPartnerReview } from '../review-kinds/delivery-partner';

/** One application, with the messages sent about it. */
export function Component() {
  const { applicationId = '' } = useParams();
  return (
    <ReviewDetails
      key={applicationId}
      kind={deliveryPartnerReview}
      id={applicationId}
      notifications={(detail) => (
        <Notifications
          notifications={detail.notifications}
          listedBy={applicationKeys.detail(detail.application._id)}
        />
      )}
    />
  );
}
