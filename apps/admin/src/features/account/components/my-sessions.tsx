// My account's sessions: packages/ui's list over the sessions call, ending one or the others.
import { SessionList } from '@kirana/ui/session-list';
import { LoadState } from '../../../components/load-state';
import { formatDateTime } from '../../../lib/date-time';
import { refusalWords } from '../../../lib/errors';
import { UNKNOWN_ERROR } from '../../../lib/messages';
import { OTHERS, useEndSessions } from '../api/end-sessions';
import { useMySessions } from '../api/list-sessions';

export function MySessions() {
  const sessions = useMySessions();
  const end = useEndSessions();
  if (sessions.isPending || sessions.isError)
    return (
      <LoadState
        query={sessions}
        loading="Loading your sessions..."
        failed="Failed to load your sessions."
      />
    );
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
