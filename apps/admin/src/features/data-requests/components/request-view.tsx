// One request of the Requests queue (issue 40 §5): the owner's message, who they are, their
// store (a link to it), when it is due, and the answer: a reply sent to the owner, and for an
// erasure request "Erase the data and answer", confirmed first with what will be erased. An
// answered request shows the reply, who answered and when (its history).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@kirana/ui/alert';
import { Badge } from '@kirana/ui/badge';
import { Button } from '@kirana/ui/button';
import { ConfirmDialog } from '@kirana/ui/confirm-dialog';
import { HistoryTimeline, type HistoryEntry } from '@kirana/ui/history-timeline';
import { TextArea } from '@kirana/ui/text-area';
import { DATA_REQUEST_REPLY_MAX } from '@kirana/domain/rights';
import { DateTime } from '../../../components/date-time';
import { DetailRow } from '../../../components/detail-row';
import { BackLink, PageBeforeData, PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { PhoneNumber } from '../../../components/personal-data';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/date-time';
import { refusalWords } from '../../../lib/errors';
import { UNKNOWN_ERROR } from '../../../lib/messages';
import { useCan } from '../../../lib/permissions';
import { useAnswerDataRequest } from '../api/answer-request';
import { useDataRequest, type DataRequest } from '../api/get-request';
import {
  BY_OWNER,
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_STATUS_LABELS,
  NO_MESSAGE,
  NO_STORE,
  REPLY_HINT,
  REPLY_REQUIRED,
  erasureEffect,
} from '../messages';
import { Due } from './due';
import styles from './requests.module.css';

const LANGUAGE_NAMES = { en: 'English', te: 'Telugu', hi: 'Hindi' } as const;

/** The request's history: received, and answered (by whom, when, erased or not). */
function historyOf(request: DataRequest): HistoryEntry[] {
  const answer = request.answer;
  return [
    ...(answer
      ? [
          {
            id: 'answered',
            at: answer.answeredAt,
            summary: answer.erased ? 'Answered; the data was erased' : 'Answered',
            who: answer.answeredBy?.name ?? null,
          },
        ]
      : []),
    { id: 'received', at: request.createdAt, summary: 'Received', who: BY_OWNER },
  ];
}

/** The answer form of an open request: the reply, sent alone or after erasing the data. */
function AnswerForm({ request }: { request: DataRequest }) {
  const may = useCan();
  const answer = useAnswerDataRequest();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const mayErase = request.kind === 'erasure' && may('documents.erase');
  const failure = answer.isError ? refusalWords(answer.error, UNKNOWN_ERROR) : null;

  function checked(): string | null {
    const text = reply.trim();
    setError(text ? null : REPLY_REQUIRED);
    return text || null;
  }

  function send(event: FormEvent) {
    event.preventDefault();
    const text = checked();
    if (text) answer.mutate({ requestId: request._id, reply: text, erase: false });
  }

  function erase() {
    const text = checked();
    if (!text) return setConfirming(false);
    answer.mutate(
      { requestId: request._id, reply: text, erase: true },
      { onSuccess: () => setConfirming(false) },
    );
  }

  return (
    <Panel title="Answer">
      <form className={styles.answer} onSubmit={send} noValidate aria-label="Answer">
        <TextArea
          label="Reply to the owner"
          hint={REPLY_HINT}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          maxLength={DATA_REQUEST_REPLY_MAX}
          error={error ?? undefined}
          required
          rows={4}
        />
        {failure && !confirming && <Alert variant="error">{failure}</Alert>}
        <div className={styles.actions}>
          {mayErase && (
            <Button
              variant="danger"
              disabled={answer.isPending}
              onClick={() => {
                answer.reset();
                if (checked()) setConfirming(true);
              }}
            >
              Erase the data and answer
            </Button>
          )}
          <Button
            type="submit"
            variant={mayErase ? 'secondary' : 'primary'}
            busy={answer.isPending && !confirming}
            busyLabel="Sending..."
            disabled={answer.isPending}
          >
            Send answer
          </Button>
        </div>
      </form>
      {mayErase && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (!open) answer.reset();
          }}
          title={`Erase ${request.store?.name ? `${request.store.name}’s` : 'the'} data and answer?`}
          message={
            <>
              {erasureEffect(request.store?.name ?? null, request.store?.status ?? null).map(
                (line) => (
                  <span key={line} className={styles.effect}>
                    {line}
                  </span>
                ),
              )}
            </>
          }
          confirmLabel="Erase and answer"
          busy={answer.isPending}
          busyLabel="Erasing..."
          error={confirming && failure ? failure : undefined}
          onConfirm={erase}
        />
      )}
    </Panel>
  );
}

export function RequestView({ requestId }: { requestId: string }) {
  const request = useDataRequest(requestId);
  const may = useCan();
  const back = <BackLink to={paths.requests}>← Requests</BackLink>;

  if (request.isPending || request.isError)
    return (
      <PageBeforeData
        title="Request"
        back={back}
        query={request}
        loading="Loading request..."
        failed="Failed to load the request."
      />
    );

  const r = request.data;
  return (
    <>
      <PageHeader
        title={DATA_REQUEST_KIND_LABELS[r.kind]}
        subtitle={
          <span className={styles.status}>
            <Badge tone={r.status === 'open' ? 'warning' : 'success'}>
              {DATA_REQUEST_STATUS_LABELS[r.status]}
            </Badge>
            <Due request={r} />
            {r.answer && (
              <span>
                by {r.answer.answeredBy?.name ?? 'a removed admin'} on{' '}
                <DateTime value={r.answer.answeredAt} />
              </span>
            )}
          </span>
        }
        back={back}
      />
      <div className={styles.screen}>
        <Panel title="From the owner">
          <dl className={styles.details}>
            <DetailRow label="Phone">
              <PhoneNumber phone={r.owner.phone} />
            </DetailRow>
            <DetailRow label="Language">{LANGUAGE_NAMES[r.owner.language]}</DetailRow>
            <DetailRow label="Store">
              {r.store ? (
                may('stores.view') ? (
                  <Link to={paths.branch(r.store._id)}>{r.store.name}</Link>
                ) : (
                  r.store.name
                )
              ) : (
                NO_STORE
              )}
            </DetailRow>
            <DetailRow label="Received">
              <DateTime value={r.createdAt} />
            </DetailRow>
            <DetailRow label="Due">
              <DateTime value={r.dueAt} />
            </DetailRow>
          </dl>
          <h3 className={styles.messageTitle}>Message</h3>
          {r.message ? (
            <p className={styles.text}>{r.message}</p>
          ) : (
            <p className={styles.muted}>{NO_MESSAGE}</p>
          )}
        </Panel>
        {r.answer ? (
          <Panel title="Answer">
            <p className={styles.text}>{r.answer.reply}</p>
            {r.answer.erased && (
              <p className={styles.muted}>The registration’s data was erased with this answer.</p>
            )}
          </Panel>
        ) : (
          may('requests.answer') && <AnswerForm request={r} />
        )}
        <Panel title="History">
          <HistoryTimeline entries={historyOf(r)} formatDateTime={formatDateTime} />
        </Panel>
      </div>
    </>
  );
}
