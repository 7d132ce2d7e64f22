// "Your data" on /store-status, loaded when the owner opens it (./signed-in-status.tsx): the
// owner's rights over what we keep (issue 40 §4, §5): "My data", an erasure request, a
// grievance with the owner's requests and our answers, and withdrawing consent.
import type { OwnerView } from './calls/view';
import { MyData } from './my-data';
import { OwnerRequests } from './owner-requests';
import { WithdrawConsent } from './withdraw-consent';
import type { YourDataPartProps } from './your-data-props';

export interface YourDataProps extends YourDataPartProps {
  view: OwnerView;
  onView: (view: OwnerView) => void;
}

export default function YourData({ view, onView, ...part }: YourDataProps) {
  return (
    <>
      <MyData {...part} />
      <OwnerRequests {...part} />
      <WithdrawConsent {...part} state={view.registration?.state ?? null} onView={onView} />
    </>
  );
}
