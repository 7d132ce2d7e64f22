// /admin/inbox/canned-replies: the Owner's canned replies.
import { CannedRepliesScreen } from '../../features/inbox/components/canned-replies-screen';

export function Component() {
  return <CannedRepliesScreen />;
}
