// /admin/manage-branch: the store verification queue, or one store with its review.
import { useLocation, useSearchParams } from 'react-router';
import type { BranchNavigationState } from '../../config/paths';
import { searchParams } from '../../config/paths';
import { branchKeys } from '../../features/branches/api/keys';
import { Notifications } from '../../features/notifications/components/notifications-panel';
import { ReviewDetails } from '../../features/review/components/review-details';
import { ReviewQueue } from '../../features/review/components/review-queue';
import { storeQueue, storeReview } from '../review-kinds/store';

/**
 * With a branch (in the URL's ?branchId=, or in navigation state) it shows that store (and the
 * messages sent to its owner); without one it lists every store.
 */
export function Component() {
  const [search] = useSearchParams();
  const state = useLocation().state as BranchNavigationState | null;
  const branchId = search.get(searchParams.branchId) ?? state?.branch?._id ?? null;
  if (branchId === null) return <ReviewQueue kind={storeQueue} />;
  return (
    <ReviewDetails
      key={branchId}
      kind={storeReview}
      id={branchId}
      initial={state?.branch}
      notifications={(detail) => (
        <Notifications
          notifications={detail.notifications}
          listedBy={branchKeys.detail(detail.branch._id)}
        />
      )}
    />
  );
}
