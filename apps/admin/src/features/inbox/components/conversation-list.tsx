// The inbox screen: conversations with visitors, owners and applicants, what is due first, with
// filters (status, assignee: anyone, me, nobody or a teammate who answers, the clock) and search
// kept in the URL.
import { Link } from 'react-router';
import { Badge } from '@kirana/ui/badge';
import { buttonClassName } from '@kirana/ui/button';
import { EmptyState } from '@kirana/ui/empty-state';
import { Select, type SelectOption } from '@kirana/ui/select';
import { CONVERSATION_STATUSES, type ConversationStatus } from '@kirana/domain/inbox';
import { MorePages } from '../../../components/more-pages';
import { LoadState } from '../../../components/load-state';
import { PageHeader } from '../../../components/page-header';
import { SearchForm } from '../../../components/search-form';
import { paths, searchParams as param } from '../../../config/paths';
import { useSearchFilters } from '../../../hooks/use-search-filters';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import type { Conversation, ConversationFilters } from '../api/keys';
import { useConversationAssignees } from '../api/list-conversation-assignees';
import { useConversations } from '../api/list-conversations';
import {
  ASSIGNEE_FILTERS,
  CHANNEL_LABELS,
  CONVERSATION_STATUS_LABELS,
  NO_CONVERSATIONS,
  STATUS_TAB_LABELS,
  UNASSIGNED,
  UNKNOWN_PERSON,
} from '../messages';
import { ConversationClock } from './conversation-clock';
import styles from './inbox.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The inbox's filters from the URL: ?status=open&assignee=me&due=overdue&q=atta. */
export function conversationFiltersFrom(search: URLSearchParams): ConversationFilters {
  const status = search.get(param.status);
  const assignee = search.get(param.assignee);
  const due = search.get(param.due);
  const q = search.get(param.query)?.trim().slice(0, 100);
  return {
    ...((CONVERSATION_STATUSES as readonly string[]).includes(status ?? '')
      ? { status: status as ConversationStatus }
      : {}),
    ...(assignee && (assignee === 'me' || assignee === 'none' || UUID.test(assignee))
      ? { assignee }
      : {}),
    ...(due === 'overdue' || due === 'today' ? { due } : {}),
    ...(q ? { q } : {}),
  };
}

/** Who wrote: their name, else their number or e-mail, else that the number is unknown. */
export function personName(person: Conversation['person']): string {
  return person.name ?? person.phone ?? person.email ?? UNKNOWN_PERSON;
}

const count = (n: number) => n.toLocaleString('en-IN');

/**
 * The assignee filter's choices: anyone, me, nobody, then the other teammates who answer the
 * inbox; a teammate's id from the URL who is not among them (deactivated since) by the name the
 * listed conversations give them.
 */
function assigneeOptions(
  teammates: readonly { _id: string; name: string }[],
  me: string | undefined,
  chosen: string | undefined,
  conversations: readonly Conversation[],
): SelectOption[] {
  const options: SelectOption[] = [...ASSIGNEE_FILTERS];
  const add = (teammate: { _id: string; name: string }) => {
    if (teammate._id !== me && !options.some((o) => o.value === teammate._id))
      options.push({ value: teammate._id, label: teammate.name });
  };
  teammates.forEach(add);
  const named = conversations.find((c) => c.assignee && c.assignee._id === chosen)?.assignee;
  if (named) add(named);
  return options;
}

/** A filter tab: a link that sets (or, when it is the current one, keeps) one parameter. */
function FilterTab({
  search,
  changes,
  current,
  children,
}: {
  search: URLSearchParams;
  changes: Record<string, string | undefined>;
  current: boolean;
  children: string;
}) {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('cursor');
  const query = next.toString();
  return (
    <Link
      to={{ search: query ? `?${query}` : '' }}
      preventScrollReset
      className={current ? `${styles.tab} ${styles.tabCurrent}` : styles.tab}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}

/** Conversations, what is due first (as the API sorts them), with their clock. */
export function ConversationList() {
  const { search, update } = useSearchFilters();
  const may = useCan();
  const filters = conversationFiltersFrom(search);
  const list = useConversations(filters);
  const me = useSession((state) => state.admin?._id);
  const teammates = useConversationAssignees({ enabled: may('inbox.answer') });

  const first = list.data?.pages[0];
  const counts = first?.counts;
  const conversations = list.data?.pages.flatMap((page) => page.conversations) ?? [];
  const withCount = (label: string, n: number | undefined) =>
    n === undefined ? label : `${label} (${count(n)})`;
  const assignees = assigneeOptions(teammates.data ?? [], me, filters.assignee, conversations);
  // My own id in the URL is "Me"; an id that no choice names yet shows "Anyone".
  const assignee =
    me !== undefined && filters.assignee === me
      ? 'me'
      : (assignees.find((option) => option.value === filters.assignee)?.value ?? '');

  return (
    <>
      <PageHeader
        title="Inbox"
        subtitle="Conversations with visitors, store owners and applicants: the first answer is due within 2 days."
        actions={
          may('inbox.cannedReplies') ? (
            <Link to={paths.cannedReplies} className={buttonClassName({ variant: 'secondary' })}>
              Canned replies
            </Link>
          ) : undefined
        }
      />
      <div className={styles.tabs}>
        <nav aria-label="Status" className={styles.tabRow}>
          <FilterTab
            search={search}
            changes={{ [param.status]: undefined }}
            current={!filters.status}
          >
            All
          </FilterTab>
          {CONVERSATION_STATUSES.map((status) => (
            <FilterTab
              key={status}
              search={search}
              changes={{ [param.status]: status }}
              current={filters.status === status}
            >
              {withCount(STATUS_TAB_LABELS[status], counts?.[status])}
            </FilterTab>
          ))}
        </nav>
        <nav aria-label="Due" className={styles.tabRow}>
          <FilterTab search={search} changes={{ [param.due]: undefined }} current={!filters.due}>
            Any time
          </FilterTab>
          <FilterTab
            search={search}
            changes={{ [param.due]: 'overdue' }}
            current={filters.due === 'overdue'}
          >
            {withCount('Overdue', counts?.overdue)}
          </FilterTab>
          <FilterTab
            search={search}
            changes={{ [param.due]: 'today' }}
            current={filters.due === 'today'}
          >
            {withCount('Due today', counts?.dueToday)}
          </FilterTab>
        </nav>
      </div>
      <div className={styles.filters}>
        <SearchForm
          name="Conversations"
          label="Search conversations"
          placeholder="Name, e-mail, phone or subject"
          query={filters.q ?? ''}
          onSearch={(q) => update({ [param.query]: q || undefined })}
        />
        <Select
          label="Assigned to"
          options={assignees}
          value={assignee}
          onChange={(event) => update({ [param.assignee]: event.target.value || undefined })}
        />
      </div>

      <LoadState
        query={list}
        loading="Loading conversations..."
        failed="Could not load the conversations."
      />
      {first &&
        (conversations.length === 0 ? (
          <EmptyState>{NO_CONVERSATIONS}</EmptyState>
        ) : (
          <ul
            className={styles.list}
            aria-label="Conversations"
            aria-busy={list.isFetching || undefined}
          >
            {conversations.map((conversation) => (
              <li key={conversation._id}>
                <ConversationRow conversation={conversation} />
              </li>
            ))}
          </ul>
        ))}
      <MorePages query={list} />
    </>
  );
}

function ConversationRow({ conversation: c }: { conversation: Conversation }) {
  return (
    <Link
      to={paths.conversation(c._id)}
      className={`${styles.item} ${c.status === 'open' ? styles.unread : ''}`}
    >
      <span className={styles.top}>
        <span className={styles.sender}>{personName(c.person)}</span>
        <Badge tone="neutral">{CHANNEL_LABELS[c.channel]}</Badge>
        <Badge tone={c.status === 'open' ? 'info' : c.status === 'waiting' ? 'warning' : 'success'}>
          {CONVERSATION_STATUS_LABELS[c.status]}
        </Badge>
        <span className={styles.clock}>
          <ConversationClock conversation={c} />
        </span>
      </span>
      <span className={styles.subject}>{c.subject}</span>
      <span className={styles.preview}>{c.preview}</span>
      <span className={styles.meta}>
        {c.assignee ? `Assigned to ${c.assignee.name}` : UNASSIGNED}
        {c.store && ` · ${c.store.name}`}
        {c.registration && ` · ${c.registration.name}`}
        {c.application && ` · Delivery partner applicant`}
      </span>
    </Link>
  );
}
