// /admin/inbox/{conversationId}: one conversation. The route gives it the teammates who may
// answer (from the team, for a role that reads the team) and shows a photo the person sent as
// the review screens show a private document.
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { LoadingState } from '@kirana/ui/loading-state';
import { ROLE_PERMISSIONS } from '@kirana/domain/team';
import { ConversationView } from '../../features/inbox/components/conversation-view';
import { useTeam } from '../../features/team/api/list-admins';
import { useCan } from '../../lib/permissions';

// The document viewer (and its masking tools) loads only for a thread with a photo or file in it.
const PrivateDocument = lazy(() =>
  import('../../features/review/components/private-document').then((module) => ({
    default: module.PrivateDocument,
  })),
);

/** /admin/inbox/{conversationId}: the thread, the answer, the assignee and status. */
export function Component() {
  const { conversationId = '' } = useParams();
  const may = useCan();
  const team = useTeam({ enabled: may('team.manage') && may('inbox.answer') });
  const teammates = team.data
    ?.filter(
      (admin) =>
        admin.deactivatedAt === null && ROLE_PERMISSIONS[admin.role].includes('inbox.answer'),
    )
    .map((admin) => ({ value: admin._id, label: admin.name }));
  return (
    <ConversationView
      key={conversationId}
      conversationId={conversationId}
      {...(teammates ? { teammates } : {})}
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
