// /admin/inbox/{messageId}: one contact message.
import { useParams } from 'react-router';
import { MessageView } from '../../features/inbox/components/message-view';

/** /admin/inbox/{messageId}: one message, whole. */
export function Component() {
  const { messageId = '' } = useParams();
  return <MessageView key={messageId} messageId={messageId} />;
}
