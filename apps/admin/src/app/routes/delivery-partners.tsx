// /admin/delivery-partners: the applications queue, its filters in the URL.
import { ReviewQueue } from '../../features/review/components/review-queue';
import { deliveryPartnerQueue } from '../review-kinds/delivery-partner';

export function Component() {
  return <ReviewQueue kind={deliveryPartnerQueue} />;
}
