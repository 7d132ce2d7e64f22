// The dashboard's cards read from one call (GET /api/admin/dashboard): what is waiting, and
// what was done last.
import { Link } from 'react-router';
import { Alert } from '@kirana/ui/alert';
import { Badge } from '@kirana/ui/badge';
import { afterData } from '../../../components/after-data';
import { Panel } from '../../../components/panel';
import { paths } from '../../../config/paths';
import { refusalWords } from '../../../lib/errors';
import { useCan } from '../../../lib/permissions';
import { useQueues } from '../api/get-queues';
import styles from './queues-card.module.css';

const count = (n: number) => n.toLocaleString('en-IN');

/** The inbox filtered to what is most pressing: the overdue, else those due today, else open. */
function inboxQueueLink(conversations: { overdue: number; dueToday: number } | undefined): string {
  if (conversations && conversations.overdue > 0) return paths.overdueConversations;
  if (conversations && conversations.dueToday > 0) return paths.dueTodayConversations;
  return paths.openConversations;
}

/** What is waiting today for the admin's role, each a link to its queue already filtered. */
export function QueuesCard() {
  const queues = useQueues();
  const data = queues.data;
  const may = useCan();
  // A queue is shown to the roles that work it; a role that works none has no panel.
  if (
    !may('stores.review') &&
    !may('partners.review') &&
    !may('inbox.manage') &&
    !may('requests.view') &&
    !may('notifications.retry')
  )
    return null;
  return (
    <Panel title="Waiting for you">
      {queues.isError && (
        <Alert variant="error">{refusalWords(queues.error, 'Could not load the queues.')}</Alert>
      )}
      <ul className={styles.queues} aria-busy={queues.isPending || undefined}>
        {may('stores.review') && (
          <li>
            <Link to={paths.pendingBranches} className={styles.queue}>
              <span className={styles.value}>{data ? count(data.stores.pending) : '…'}</span>
              <span className={styles.label}>Stores waiting for verification</span>
              {data && data.stores.overdue > 0 && (
                <Badge tone="danger">{count(data.stores.overdue)} overdue</Badge>
              )}
            </Link>
          </li>
        )}
        {may('partners.review') && (
          <li>
            <Link to={paths.pendingPartnerApplications} className={styles.queue}>
              <span className={styles.value}>
                {data ? count(data.partnerApplications.pending) : '…'}
              </span>
              <span className={styles.label}>Delivery-partner applications waiting</span>
              {data && data.partnerApplications.overdue > 0 && (
                <Badge tone="danger">{count(data.partnerApplications.overdue)} overdue</Badge>
              )}
            </Link>
          </li>
        )}
        {may('inbox.manage') && (
          <li>
            <Link to={inboxQueueLink(data?.conversations)} className={styles.queue}>
              <span className={styles.value}>{data ? count(data.conversations.open) : '…'}</span>
              <span className={styles.label}>Conversations to answer</span>
              {data && data.conversations.overdue > 0 && (
                <Badge tone="danger">{count(data.conversations.overdue)} overdue</Badge>
              )}
              {data && data.conversations.dueToday > 0 && (
                <Badge tone="warning">{count(data.conversations.dueToday)} due today</Badge>
              )}
            </Link>
          </li>
        )}
        {may('requests.view') && (
          <li>
            <Link to={`${paths.requests}?status=open`} className={styles.queue}>
              <span className={styles.value}>{data ? count(data.dataRequests.open) : '…'}</span>
              <span className={styles.label}>Owners' requests to answer</span>
              {data && data.dataRequests.overdue > 0 && (
                <Badge tone="danger">{count(data.dataRequests.overdue)} overdue</Badge>
              )}
            </Link>
          </li>
        )}
        {may('notifications.retry') && (
          <>
            <li className={styles.queue}>
              <span className={styles.value}>{data ? count(data.messages.failedToday) : '…'}</span>
              <span className={styles.label}>Messages not delivered today</span>
              {data && data.messages.failedToday > 0 && (
                <Badge tone="danger">Send again from the store or application</Badge>
              )}
            </li>
            <li className={styles.queue}>
              <span className={styles.value}>
                {data ? count(data.messages.codesNotDelivered) : '…'}
              </span>
              <span className={styles.label}>Sign-in codes not delivered in the last hour</span>
            </li>
          </>
        )}
      </ul>
    </Panel>
  );
}

// The timeline's code loads with the entries it draws.
const ActivityTimeline = afterData(() =>
  import('../../../components/activity-timeline').then((module) => module.ActivityTimeline),
);

/** The last ten audit entries, from the same request as the queues. */
export function RecentActivityCard() {
  const queues = useQueues();
  return (
    <Panel title="Recent activity" actions={<Link to={paths.activity}>All activity</Link>}>
      {queues.data && (
        <ActivityTimeline entries={queues.data.recentActivity} empty="Nothing has happened yet." />
      )}
    </Panel>
  );
}
