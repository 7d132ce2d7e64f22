// The inbox screen: visitors' messages, filtered and searched from the URL.
import { Link } from 'react-router';
import { Alert } from '@kirana/ui/alert';
import { Badge } from '@kirana/ui/badge';
import { EmptyState } from '@kirana/ui/empty-state';
import { LoadingState } from '@kirana/ui/loading-state';
import { Select } from '@kirana/ui/select';
import { LoadMore } from '@kirana/ui/load-more';
import { CONTACT_STATUSES, CONTACT_SUBJECTS } from '@kirana/domain/inbox';
import { PageHeader } from '../../../components/page-header';
import { SearchForm } from '../../../components/search-form';
import { paths, searchParams as param } from '../../../config/paths';
import { formatDateTime } from '../../../lib/date-time';
import { refusalWords } from '../../../lib/errors';
import type { InboxFilters } from '../api/keys';
import { useInbox } from '../api/list-messages';
import { CONTACT_STATUS_LABELS, NO_MESSAGES } from '../messages';
import styles from './inbox.module.css';
import { useSearchFilters } from '../../../hooks/use-search-filters';

/** The inbox's filters from the URL: ?subject=Feedback&status=new&q=refund. */
export function inboxFiltersFrom(search: URLSearchParams): InboxFilters {
  const subject = search.get(param.subject);
  const status = search.get(param.status);
  const q = search.get(param.query)?.trim();
  return {
    ...((CONTACT_SUBJECTS as readonly string[]).includes(subject ?? '')
      ? { subject: subject as InboxFilters['subject'] }
      : {}),
    ...((CONTACT_STATUSES as readonly string[]).includes(status ?? '')
      ? { status: status as InboxFilters['status'] }
      : {}),
    ...(q ? { q } : {}),
  };
}

/** Visitors' messages, newest first, new ones marked; filters and search live in the URL. */
export function InboxList() {
  const { search, update } = useSearchFilters();
  const filters = inboxFiltersFrom(search);
  const inbox = useInbox(filters);

  const first = inbox.data?.pages[0];
  const counts = first?.counts;
  const messages = inbox.data?.pages.flatMap((page) => page.contactMessages) ?? [];

  return (
    <>
      <PageHeader title="Inbox" subtitle="What visitors wrote through the site's contact form." />
      <div className={styles.filters}>
        <SearchForm
          name="Messages"
          label="Search messages"
          placeholder="Name, e-mail or words in the message"
          query={filters.q ?? ''}
          onSearch={(q) => update({ [param.query]: q || undefined })}
        />
        <Select
          label="Subject"
          options={[
            { value: '', label: 'All subjects' },
            ...CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: subject })),
          ]}
          value={filters.subject ?? ''}
          onChange={(event) => update({ [param.subject]: event.target.value || undefined })}
        />
        <Select
          label="Status"
          options={[
            { value: '', label: counts ? `All (${counts.all})` : 'All' },
            ...CONTACT_STATUSES.map((status) => ({
              value: status,
              label: counts
                ? `${CONTACT_STATUS_LABELS[status]} (${counts[status]})`
                : CONTACT_STATUS_LABELS[status],
            })),
          ]}
          value={filters.status ?? ''}
          onChange={(event) => update({ [param.status]: event.target.value || undefined })}
        />
      </div>

      {inbox.isPending && <LoadingState>Loading messages...</LoadingState>}
      {inbox.isError && (
        <Alert variant="error">{refusalWords(inbox.error, 'Failed to load messages.')}</Alert>
      )}
      {first &&
        (messages.length === 0 ? (
          <EmptyState>{NO_MESSAGES}</EmptyState>
        ) : (
          <ul className={styles.list} aria-busy={inbox.isFetching || undefined}>
            {messages.map((message) => (
              <li key={message._id}>
                <Link
                  to={paths.message(message._id)}
                  className={`${styles.item} ${message.status === 'new' ? styles.unread : ''}`}
                >
                  <span className={styles.top}>
                    <span className={styles.sender}>{message.name}</span>
                    {message.status === 'new' && <Badge tone="info">New</Badge>}
                    <time className={styles.time} dateTime={message.createdAt}>
                      {formatDateTime(message.createdAt)}
                    </time>
                  </span>
                  <span className={styles.subject}>{message.subject}</span>
                  <span className={styles.preview}>{message.message}</span>
                </Link>
              </li>
            ))}
          </ul>
        ))}
      {inbox.hasNextPage && (
        <LoadMore onLoad={() => void inbox.fetchNextPage()} loading={inbox.isFetchingNextPage} />
      )}
    </>
  );
}
