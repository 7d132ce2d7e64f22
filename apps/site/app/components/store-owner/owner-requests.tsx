// The owner's erasure request and grievance on /store-status (issue 40 §5): each a short form
// that, once sent, shows the request with the date it is due; below, the owner's requests with
// their status and the team's answer. A grievance needs a message; an erasure's is optional.
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import {
  DATA_REQUEST_ANSWER_DAYS,
  DATA_REQUEST_MESSAGE_MAX,
  DATA_REQUEST_MESSAGE_REQUIRED,
} from '@kirana/domain/rights';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { TextArea } from '@kirana/ui/text-area';
import { formatDay, formatDueAt } from '../../i18n/date-time';
import { fill } from '../../i18n/fill';
import { say, type Problem } from '../../i18n/rules/words';
import { readDataRequests, sendDataRequest, type OwnerDataRequest } from './calls/data-requests';
import { refusalOf } from './refusal';
import type { YourDataPartProps } from './your-data-props';
import frame from './store-owner.module.css';
import styles from './your-data.module.css';

type Kind = OwnerDataRequest['kind'];

interface RequestFormProps extends YourDataPartProps {
  kind: Kind;
  onSent: (request: OwnerDataRequest) => void;
}

function RequestForm({ kind, locale, text, rules, onSignedOut, onSent }: RequestFormProps) {
  const words = text.yourData;
  const erasure = kind === 'erasure';
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);
  const [received, setReceived] = useState<OwnerDataRequest | null>(null);
  const receivedRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (received) receivedRef.current?.focus();
  }, [received]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setReceived(null);
    const written = message.trim();
    if (!erasure && !written) return setError(say(rules, DATA_REQUEST_MESSAGE_REQUIRED));
    setError(null);
    setSending(true);
    try {
      const request = await sendDataRequest({ kind, ...(written ? { message: written } : {}) });
      setMessage('');
      setReceived(request);
      onSent(request);
    } catch (caught) {
      const refusal = refusalOf(caught);
      if (refusal.signedOut) return onSignedOut();
      if (refusal.field === 'message') setError(say(rules, refusal.problem));
      else setFailure(refusal.problem);
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby={titleId} className={styles.part}>
      <h3 id={titleId}>{erasure ? words.erasureTitle : words.grievanceTitle}</h3>
      <p className={frame.muted}>
        {fill(erasure ? words.erasureIntro : words.grievanceIntro, {
          days: DATA_REQUEST_ANSWER_DAYS[kind],
        })}
      </p>
      <form
        className={styles.form}
        aria-labelledby={titleId}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <TextArea
          label={erasure ? words.erasureMessage : words.grievanceMessage}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          maxLength={DATA_REQUEST_MESSAGE_MAX}
          required={!erasure}
          error={error ?? undefined}
          rows={3}
        />
        {failure && <Alert variant="error">{say(rules, failure)}</Alert>}
        {received && (
          <div ref={receivedRef} tabIndex={-1} className={frame.focusable}>
            <Alert variant="success">
              {fill(words.received, { date: formatDueAt(locale, received.dueAt) })}
            </Alert>
          </div>
        )}
        <div className={frame.actions}>
          <Button
            className={styles.wrap}
            type="submit"
            variant={erasure ? 'secondary' : 'primary'}
            busy={sending}
            busyLabel={words.sending}
          >
            {erasure ? words.askErasure : words.sendGrievance}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** One request as the owner reads it: what, when, its state, their words and our answer. */
function RequestItem({
  request,
  locale,
  text,
}: Pick<YourDataPartProps, 'locale' | 'text'> & { request: OwnerDataRequest }) {
  const words = text.yourData;
  const answer = request.answer;
  return (
    <li className={styles.request}>
      <p className={styles.requestTop}>
        <strong>{words.kinds[request.kind]}</strong>
        <span className={frame.muted}>
          {fill(words.sentOn, { day: formatDay(locale, request.createdAt) })}
        </span>
      </p>
      <p className={answer ? styles.answered : styles.open}>
        {answer
          ? fill(words.answeredOn, { day: formatDay(locale, answer.answeredAt) })
          : fill(words.openUntil, { date: formatDueAt(locale, request.dueAt) })}
      </p>
      {(request.message || answer) && (
        <dl className={styles.facts}>
          {request.message && (
            <div>
              <dt>{words.yourMessage}</dt>
              <dd className={styles.words}>{request.message}</dd>
            </div>
          )}
          {answer && (
            <div>
              <dt>{words.ourAnswer}</dt>
              <dd className={styles.words}>{answer.reply}</dd>
            </div>
          )}
        </dl>
      )}
      {answer?.erased && <p>{words.erased}</p>}
    </li>
  );
}

export function OwnerRequests(props: YourDataPartProps) {
  const { text, rules, onSignedOut } = props;
  const words = text.yourData;
  const [requests, setRequests] = useState<OwnerDataRequest[]>([]);
  const [loadFailure, setLoadFailure] = useState<Problem | null>(null);

  const load = useEffectEvent(() => {
    readDataRequests().then(setRequests, (error: unknown) => {
      const refusal = refusalOf(error);
      if (refusal.signedOut) onSignedOut();
      else setLoadFailure(refusal.problem);
    });
  });
  useEffect(() => load(), []);

  const sent = (request: OwnerDataRequest) =>
    setRequests((list) => [request, ...list.filter((r) => r._id !== request._id)]);

  return (
    <>
      <RequestForm {...props} kind="erasure" onSent={sent} />
      <RequestForm {...props} kind="grievance" onSent={sent} />
      {loadFailure && <Alert variant="error">{say(rules, loadFailure)}</Alert>}
      {requests.length > 0 && (
        <section aria-labelledby="your-requests" className={styles.part}>
          <h3 id="your-requests">{words.requestsTitle}</h3>
          <ul className={styles.requests}>
            {requests.map((request) => (
              <RequestItem key={request._id} request={request} locale={props.locale} text={text} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
