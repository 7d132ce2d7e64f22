// My account's sessions: packages/ui's list over the sessions call, ending one or the others.
import { Alert } from '@kirana/ui/alert';
import { LoadingState } from '@kirana/ui/loading-state';
import { SessionList } from '@kirana/ui/session-list';
import { formatDateTime } from '../../../lib/date-time';
import { refusalWords } from '../../../lib/errors';
import { UNKNOWN_ERROR } from '../../../lib/messages';
import { OTHERS, useEndSessions } from '../api/end-sessions';
import { useMySessions } from '../api/list-sessions';

export function MySessions() {
  const sessions = useMySessions();
  const end = useEndSessions();
  if (sessions.isPending) return <LoadingState>Loading your sessions...</LoadingState>;
  if (sessions.isError) {
    return (
      <Alert variant="error">{refusalWords(sessions.error, 'Failed to load your sessions.')}</Alert>
    );
  }
  return (
    <SessionList
      formatDateTime={formatDateTime}
      sessions={sessions.data.map((session) => ({
        id: session._id,
        device: session.device,
        address: session.ipAddress,
        signedInAt: session.createdAt,
        lastSeenAt: session.lastSeenAt,
        current: session.current,
      }))}
      busy={end.isPending ? end.variables : null}
      error={end.isError ? refusalWords(end.error, UNKNOWN_ERROR) : null}
      onEnd={(id) => end.mutate(id)}
      onEndOthers={() => end.mutate(OTHERS)}
    />
  );
}
