// One contact message's screen, read as plain text, with reply and mark-as-handled.
import { Link } from 'react-router';
import { Alert } from '@kirana/ui/alert';
import { Badge } from '@kirana/ui/badge';
import { Button, buttonClassName } from '@kirana/ui/button';
import { LoadingState } from '@kirana/ui/loading-state';
import { UNKNOWN_ERROR } from '../../../lib/messages';
import { Panel } from '../../../components/panel';
import { PhoneNumber, Withheld } from '../../../components/personal-data';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/date-time';
import { refusalWords } from '../../../lib/errors';
import { useMessage } from '../api/get-message';
import { CONTACT_STATUS_LABELS, replyLink } from '../messages';
import { useSetMessageStatus } from '../api/set-message-status';
import styles from './inbox.module.css';

/**
 * One message, whole, as text (never as HTML): who wrote, when, a Reply link with the subject
 * filled in, and Mark as handled (who and when are kept) or Reopen.
 */
export function MessageView({ messageId }: { messageId: string }) {
  const message = useMessage(messageId);
  const setStatus = useSetMessageStatus();
  const back = (
    <Link to={paths.inbox} className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
      ← Inbox
    </Link>
  );

  if (message.isPending)
    return (
      <>
        <PageHeader title="Message" back={back} />
        <LoadingState>Loading message...</LoadingState>
      </>
    );
  if (message.isError)
    return (
      <>
        <PageHeader title="Message" back={back} />
        <Alert variant="error">{refusalWords(message.error, 'Failed to load the message.')}</Alert>
      </>
    );

  const m = message.data;
  const next = m.status === 'new' ? 'handled' : 'new';
  return (
    <>
      <PageHeader
        title={m.subject}
        subtitle={
          <span className={styles.status}>
            <Badge tone={m.status === 'new' ? 'info' : 'success'}>
              {CONTACT_STATUS_LABELS[m.status]}
            </Badge>
            {m.handledBy && m.handledAt && (
              <span>
                by {m.handledBy.name} on{' '}
                <time dateTime={m.handledAt}>{formatDateTime(m.handledAt)}</time>
              </span>
            )}
          </span>
        }
        back={back}
      />
      <Panel title={`From ${m.name}`}>
        <dl className={styles.from}>
          <div>
            <dt>E-mail</dt>
            <dd>{m.email ?? <Withheld />}</dd>
          </div>
          {m.phone && (
            <div>
              <dt>Phone</dt>
              <dd>
                <PhoneNumber phone={m.phone} />
              </dd>
            </div>
          )}
          <div>
            <dt>Received</dt>
            <dd>
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
            </dd>
          </div>
        </dl>
        <p className={styles.text}>{m.message}</p>
        {setStatus.isError && (
          <Alert variant="error">{refusalWords(setStatus.error, UNKNOWN_ERROR)}</Alert>
        )}
        <div className={styles.actions}>
          {m.email && (
            <a
              className={buttonClassName({ variant: 'secondary' })}
              href={replyLink(m.email, m.subject)}
            >
              Reply
            </a>
          )}
          <Button
            variant={next === 'handled' ? 'primary' : 'ghost'}
            busy={setStatus.isPending}
            busyLabel="Saving..."
            onClick={() => setStatus.mutate({ messageId: m._id, status: next })}
          >
            {next === 'handled' ? 'Mark as handled' : 'Reopen'}
          </Button>
        </div>
      </Panel>
    </>
  );
}
