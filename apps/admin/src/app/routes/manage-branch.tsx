import { useLocation, useSearchParams } from 'react-router';
import type { BranchNavigationState } from '../../config/paths';
import { searchParams } from '../../config/paths';
import { branchKeys } from '../../features/branches/api/keys';
import { BranchDetails } from '../../features/branches/components/branch-details';
import { BranchList } from '../../features/branches/components/branch-list';
import { Notifications } from '../../features/notifications/components/notifications-panel';

/**
 * /admin/manage-branch: with a branch (in the URL's ?branchId=, or in navigation state) it shows
 * that branch (and the messages sent to its owner); without one it lists every branch.
 */
export function Component() {
  const [search] = useSearchParams();
  const state = useLocation().state as BranchNavigationState | null;
  const branchId = search.get(searchParams.branchId) ?? state?.branch?._id ?? null;
  if (branchId === null) return <BranchList />;
  return (
    <BranchDetails
      key={branchId}
      branchId={branchId}
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
