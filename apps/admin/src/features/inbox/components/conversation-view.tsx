// One conversation's screen: the thread, the reply box (Reply or Internal note), who it is
// assigned to (the teammates who answer the inbox) and its status, the person and what they are
// linked to. A role without inbox.answer (Reviewer) reads it and changes nothing.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@kirana/ui/alert';
import { Badge } from '@kirana/ui/badge';
import { Button } from '@kirana/ui/button';
import { Select, type SelectOption } from '@kirana/ui/select';
import {
  CONVERSATION_STATUSES,
  CONVERSATION_UPDATED,
  type ConversationStatus,
} from '@kirana/domain/inbox';
import { DateTime } from '../../../components/date-time';
import { BackLink, PageBeforeData, PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { PhoneNumber, Withheld } from '../../../components/personal-data';
import { paths } from '../../../config/paths';
import { refusalWords } from '../../../lib/errors';
import { UNKNOWN_ERROR } from '../../../lib/messages';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useConversation } from '../api/get-conversation';
import type { Conversation } from '../api/keys';
import { useCannedReplies } from '../api/list-canned-replies';
import { useConversationAssignees } from '../api/list-conversation-assignees';
import { useUpdateConversation } from '../api/update-conversation';
import {
  CHANNEL_LABELS,
  CONVERSATION_STATUS_LABELS,
  LANGUAGE_NAMES,
  MARK_OPEN,
  READ_ONLY,
  STATUS_ACTIONS,
  UNASSIGNED,
} from '../messages';
import { ConversationClock } from './conversation-clock';
import { personName } from './conversation-list';
import { ConversationThread, type Media } from './conversation-thread';
import { ReplyBox } from './reply-box';
import styles from './inbox.module.css';

interface Props {
  conversationId: string;
  /** A photo or file the person sent, shown as the app shows a private document. */
  renderMedia?: (media: Media, label: string) => ReactNode;
}

/** What a status button makes of a conversation, in words: "Resolve", "Mark waiting"... */
function statusAction(from: ConversationStatus, to: ConversationStatus): string {
  return to === 'open' && from !== 'resolved' ? MARK_OPEN : STATUS_ACTIONS[to];
}

export function ConversationView({ conversationId, renderMedia }: Props) {
  const conversation = useConversation(conversationId);
  const may = useCan();
  const answers = may('inbox.answer');
  const canned = useCannedReplies();
  const back = <BackLink to={paths.inbox}>← Inbox</BackLink>;

  if (conversation.isPending || conversation.isError)
    return (
      <PageBeforeData
        title="Conversation"
        back={back}
        query={conversation}
        loading="Loading the conversation..."
        failed="Could not load the conversation."
      />
    );

  const { conversation: c, messages, replyOptions } = conversation.data;
  const name = personName(c.person);
  return (
    <>
      <PageHeader
        title={c.subject}
        subtitle={
          <span className={styles.status}>
            <Badge
              tone={c.status === 'open' ? 'info' : c.status === 'waiting' ? 'warning' : 'success'}
            >
              {CONVERSATION_STATUS_LABELS[c.status]}
            </Badge>
            <ConversationClock conversation={c} />
          </span>
        }
        back={back}
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Panel title={`With ${name}`}>
            <ConversationThread messages={messages} personName={name} renderMedia={renderMedia} />
          </Panel>
          {answers ? (
            <Panel title="Answer">
              <ReplyBox
                key={c._id}
                conversation={c}
                replyOptions={replyOptions}
                cannedReplies={canned.data ?? []}
              />
            </Panel>
          ) : (
            <Alert variant="info">{READ_ONLY}</Alert>
          )}
        </div>
        <div className={styles.side}>
          <Handling conversation={c} answers={answers} />
          <Person conversation={c} />
        </div>
      </div>
    </>
  );
}

/**
 * Who the conversation is assigned to and its status, with the buttons that change them. The
 * choices are the teammates who answer the inbox; until they are read (or if they cannot be),
 * the admin themself, the current assignee, or nobody.
 */
function Handling({ conversation: c, answers }: { conversation: Conversation; answers: boolean }) {
  const update = useUpdateConversation();
  const me = useSession((state) => state.admin);
  const teammates = useConversationAssignees({ enabled: answers }).data;
  const options: SelectOption[] = [{ value: '', label: UNASSIGNED }];
  const add = (option: SelectOption) => {
    if (!options.some((o) => o.value === option.value)) options.push(option);
  };
  if (teammates) teammates.forEach((t) => add({ value: t._id, label: t.name }));
  else if (me) add({ value: me._id, label: `${me.name} (me)` });
  if (c.assignee) add({ value: c.assignee._id, label: c.assignee.name });

  const change = update.variables?.change;
  const done =
    update.isSuccess && change
      ? change.status
        ? CONVERSATION_UPDATED[change.status]
        : CONVERSATION_UPDATED[change.assigneeId ? 'assigned' : 'unassigned']
      : null;

  return (
    <Panel title="Handling">
      {answers ? (
        <Select
          label="Assigned to"
          options={options}
          value={c.assignee?._id ?? ''}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({
              conversationId: c._id,
              change: { assigneeId: event.target.value || null },
            })
          }
        />
      ) : (
        <p>
          Assigned to: <strong>{c.assignee?.name ?? UNASSIGNED}</strong>
        </p>
      )}
      {answers && (
        <div className={styles.actions} role="group" aria-label="Status">
          {CONVERSATION_STATUSES.filter((status) => status !== c.status).map((status) => (
            <Button
              key={status}
              size="sm"
              variant={status === 'resolved' ? 'primary' : 'secondary'}
              busy={update.isPending && change?.status === status}
              busyLabel="Saving..."
              disabled={update.isPending}
              onClick={() => update.mutate({ conversationId: c._id, change: { status } })}
            >
              {statusAction(c.status, status)}
            </Button>
          ))}
        </div>
      )}
      {update.isError && <Alert variant="error">{refusalWords(update.error, UNKNOWN_ERROR)}</Alert>}
      {done && <Alert variant="success">{done}</Alert>}
    </Panel>
  );
}

/** The person: how to reach them (as the role may see it) and what they are linked to. */
function Person({ conversation: c }: { conversation: Conversation }) {
  const may = useCan();
  return (
    <Panel title="Person">
      <dl className={styles.from}>
        <div>
          <dt>Name</dt>
          <dd>{c.person.name ?? '—'}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{c.person.email ?? (c.channel === 'email' ? <Withheld /> : '—')}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{c.person.phone ? <PhoneNumber phone={c.person.phone} /> : '—'}</dd>
        </div>
        <div>
          <dt>Channel</dt>
          <dd>{CHANNEL_LABELS[c.channel]}</dd>
        </div>
        <div>
          <dt>Language</dt>
          <dd>{LANGUAGE_NAMES[c.language]}</dd>
        </div>
        <div>
          <dt>First message</dt>
          <dd>
            <DateTime value={c.firstMessageAt} />
          </dd>
        </div>
        {c.firstResponseAt && (
          <div>
            <dt>First answer</dt>
            <dd>
              <DateTime value={c.firstResponseAt} />
            </dd>
          </div>
        )}
        {c.store && (
          <div>
            <dt>Store</dt>
            <dd>
              {may('stores.view') ? (
                <Link to={paths.branch(c.store._id)}>{c.store.name}</Link>
              ) : (
                c.store.name
              )}
            </dd>
          </div>
        )}
        {c.registration && (
          <div>
            <dt>Store registration</dt>
            {/* A registration not sent yet has no screen of its own in the admin. */}
            <dd>{c.registration.name} (not sent yet)</dd>
          </div>
        )}
        {c.application && (
          <div>
            <dt>Delivery-partner application</dt>
            <dd>
              {may('partners.view') ? (
                <Link to={paths.deliveryPartner(c.application._id)}>{c.application.name}</Link>
              ) : (
                c.application.name
              )}
            </dd>
          </div>
        )}
      </dl>
    </Panel>
  );
}
