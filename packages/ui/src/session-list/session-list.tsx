// Where a person is signed in (My account): each session's device, address, when it signed in
// and was last seen, this one marked, and a way to end any other one or all of them.
import { Alert } from '../alert/alert';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './session-list.module.css';

export interface SessionItem {
  id: string;
  /** The browser and system in words: "Chrome on Android". */
  device: string;
  /** The address it signed in from; null when unknown. */
  address: string | null;
  /** ISO date and time. */
  signedInAt: string;
  lastSeenAt: string;
  /** The session of this browser. */
  current: boolean;
}

export interface SessionListProps {
  sessions: readonly SessionItem[];
  /** How a moment reads: the app's own formatter of an ISO date and time. */
  formatDateTime: (iso: string) => string;
  /** Ends one other session. */
  onEnd: (id: string) => void;
  /** Ends every other session; the button shows only when there is one. */
  onEndOthers: () => void;
  /** The session being ended, or "others" while every other one is. */
  busy?: string | null;
  /** A failure to show above the list. */
  error?: string | null;
}

/** The sessions, this one first, each with its details; every other one can be ended. */
export function SessionList({
  sessions,
  formatDateTime,
  onEnd,
  onEndOthers,
  busy = null,
  error = null,
}: SessionListProps) {
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  const others = ordered.filter((session) => !session.current).length;
  return (
    <div className={styles.root}>
      {error && <Alert variant="error">{error}</Alert>}
      {ordered.length === 0 ? (
        <EmptyState>No sessions.</EmptyState>
      ) : (
        <ul className={styles.list}>
          {ordered.map((session) => (
            <li key={session.id} className={styles.item}>
              <div className={styles.details}>
                <p className={styles.device}>
                  {session.device}
                  {session.current && (
                    <Badge tone="success" className={styles.badge}>
                      This device
                    </Badge>
                  )}
                </p>
                <dl className={styles.facts}>
                  <div>
                    <dt>Address</dt>
                    <dd>{session.address ?? 'Unknown'}</dd>
                  </div>
                  <div>
                    <dt>Signed in</dt>
                    <dd>
                      <time dateTime={session.signedInAt}>
                        {formatDateTime(session.signedInAt)}
                      </time>
                    </dd>
                  </div>
                  <div>
                    <dt>Last seen</dt>
                    <dd>
                      {session.current ? (
                        'Now'
                      ) : (
                        <time dateTime={session.lastSeenAt}>
                          {formatDateTime(session.lastSeenAt)}
                        </time>
                      )}
                    </dd>
                  </div>
                </dl>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  size="sm"
                  className={styles.end}
                  busy={busy === session.id}
                  busyLabel="Signing out..."
                  disabled={busy !== null && busy !== session.id}
                  onClick={() => onEnd(session.id)}
                >
                  Sign out
                  <VisuallyHidden>
                    {' '}
                    {session.device}, signed in {formatDateTime(session.signedInAt)}
                  </VisuallyHidden>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others > 0 && (
        <Button
          variant="danger"
          className={styles.endOthers}
          busy={busy === 'others'}
          busyLabel="Signing out..."
          disabled={busy !== null && busy !== 'others'}
          onClick={onEndOthers}
        >
          Sign out all other sessions
        </Button>
      )}
    </div>
  );
}
