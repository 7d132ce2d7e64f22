// /admin/inbox/{conversationId}: one conversation. The route shows a photo the person sent as
// the review screens show a private document.
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { LoadingState } from '@kirana/ui/loading-state';
import { ConversationView } from '../../features/inbox/components/conversation-view';

// The document viewer (and its masking tools) loads only for a thread with a photo or file in it.
const PrivateDocument = lazy(() =>
  import('../../features/review/components/private-document').then((module) => ({
    default: module.PrivateDocument,
  })),
);

/** /admin/inbox/{conversationId}: the thread, the answer, the assignee and status. */
export function Component() {
  const { conversationId = '' } = useParams();
  return (
    <ConversationView
      key={conversationId}
      conversationId={conversationId}
      renderMedia={(media, label) => (
        <Suspense fallback={<LoadingState>Loading the attachment...</LoadingState>}>
          <PrivateDocument
            document={{ _id: media.documentId, contentType: media.contentType, uploadedAt: '' }}
            label={label}
            fileName={label}
          />
        </Suspense>
      )}
    />
  );
}
