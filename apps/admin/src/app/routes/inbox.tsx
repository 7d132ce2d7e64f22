// /admin/inbox: the contact messages queue.
import { InboxList } from '../../features/inbox/components/inbox-list';

/** /admin/inbox: visitors' messages; filters in ?subject=&status=&q=. */
export function Component() {
  return <InboxList />;
}
