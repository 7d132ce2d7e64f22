// /admin/inbox: the inbox's conversations, what is due first.
import { ConversationList } from '../../features/inbox/components/conversation-list';

/** /admin/inbox: filters in ?status=&assignee=&due=&q=. */
export function Component() {
  return <ConversationList />;
}
