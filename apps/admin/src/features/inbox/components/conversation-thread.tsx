// A conversation's thread, oldest first: the person's messages, the team's replies with how each
// was delivered (said as the store screen says a notification's: "Read on WhatsApp"), and
// internal notes, marked as never sent. Text is shown as written, never as HTML.
import type { ReactNode } from 'react';
import { Badge } from '@kirana/ui/badge';
import { notificationStatus } from '@kirana/ui/notification-list';
import { formatDateTime } from '../../../lib/date-time';
import type { ConversationMessage } from '../api/keys';
import { INTERNAL_NOTE, SENT_AS_LABELS } from '../messages';
import styles from './inbox.module.css';

export type Media = NonNullable<ConversationMessage['media']>;

/** How a reply's delivery reads, from its outbox message. */
function delivery(notification: NonNullable<ConversationMessage['notification']>) {
  return notificationStatus({
    id: notification._id,
    text: notification.text,
    recipient: notification.recipientPhone,
    state: notification.state,
    channel: notification.channel,
    attempts: notification.attempts,
    lastError: notification.lastError,
    sentAt: notification.sentAt,
    createdAt: notification.createdAt,
    delivery: notification.delivery,
    failure: notification.failure,
  });
}

export function ConversationThread({
  messages,
  personName,
  renderMedia,
}: {
  messages: readonly ConversationMessage[];
  /** Who the person is, over their messages. */
  personName: string;
  /** A photo or file the person sent, as the app shows a private document. */
  renderMedia?: (media: Media, label: string) => ReactNode;
}) {
  return (
    <ol className={styles.thread} aria-label="Messages">
      {messages.map((message) => {
        const note = message.kind === 'note';
        const inbound = message.direction === 'in';
        const kindClass = note ? styles.note : inbound ? styles.inbound : styles.outbound;
        const status = message.notification ? delivery(message.notification) : null;
        const who = inbound ? personName : (message.author?.name ?? 'The team');
        return (
          <li key={message._id} className={`${styles.entry} ${kindClass}`}>
            <p className={styles.entryHead}>
              <span className={styles.author}>{who}</span>
              {note && <Badge tone="warning">{INTERNAL_NOTE}</Badge>}
              {!note && !inbound && message.sentAs && (
                <span className={styles.meta}>{SENT_AS_LABELS[message.sentAs]}</span>
              )}
              <time className={styles.time} dateTime={message.createdAt}>
                {formatDateTime(message.createdAt)}
              </time>
            </p>
            <p className={styles.text}>{message.body}</p>
            {message.media &&
              renderMedia?.(message.media, message.media.caption ?? `What ${personName} sent`)}
            {status && (
              <p className={styles.delivery}>
                <Badge tone={status.tone}>{status.label}</Badge>
                {message.notification?.failure && (
                  <span className={styles.failure}>{message.notification.failure}</span>
                )}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
