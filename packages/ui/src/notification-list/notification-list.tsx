// The messages sent to an owner or applicant about decisions, with how each sending went.
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_STATE_LABELS,
  type NotificationChannel,
  type NotificationDeliveryState,
  type NotificationState,
} from '@kirana/domain/notifications';
import { Alert } from '../alert/alert';
import { Badge, type BadgeTone } from '../badge/badge';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { cx } from '../internal/cx';
import panelStyles from '../internal/panel.module.css';
import styles from './notification-list.module.css';

export interface NotificationItem {
  id: string;
  /** The message as the recipient reads it. */
  text: string;
  /** The recipient's phone, as shown. */
  recipient: string;
  state: NotificationState;
  /** Where it went: the API's log (nobody received it) or the messaging bridge; null: not said. */
  channel?: NotificationChannel | null;
  attempts: number;
  lastError: string | null;
  /** ISO date and time it was sent, when it was. */
  sentAt: string | null;
  /** ISO date and time it was written. */
  createdAt: string;
  /** What WhatsApp or the SMS provider reported, with each state's time; null: nothing. */
  delivery?: NotificationDelivery | null;
  /** What went wrong, in words ("Not a WhatsApp number: sent by SMS"); null: nothing. */
  failure?: string | null;
}

export interface NotificationDelivery {
  state: NotificationDeliveryState;
  queuedAt: string | null;
  sentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
  failedAt: string | null;
}

export interface NotificationListProps {
  notifications: readonly NotificationItem[];
  /** How a moment reads: the app's own formatter of an ISO date and time. */
  formatDateTime: (iso: string) => string;
  /** Sends a failed notification again; without it no "Send again" button shows. */
  onRetry?: (id: string) => void;
  /** The notification being sent again now. */
  busyId?: string | null;
  /** The outcome of the last "Send again", shown under its notification. */
  outcome?: { id: string; message: string; tone: 'success' | 'error' } | null;
  /** Shown when there is none. */
  empty?: string;
  className?: string;
}

const TONES: Record<NotificationState, BadgeTone> = {
  pending: 'warning',
  sent: 'success',
  failed: 'danger',
};

/** A sent message says where it went: a log line reached nobody. */
const SENT_BY: Record<NotificationChannel, { label: string; done: string; tone: BadgeTone }> = {
  log: { label: NOTIFICATION_CHANNEL_LABELS.log, done: 'Logged', tone: 'neutral' },
  webhook: { label: NOTIFICATION_CHANNEL_LABELS.webhook, done: 'Sent', tone: 'success' },
  email: { label: NOTIFICATION_CHANNEL_LABELS.email, done: 'Sent', tone: 'success' },
  whatsapp: { label: NOTIFICATION_CHANNEL_LABELS.whatsapp, done: 'Sent', tone: 'success' },
  sms: { label: NOTIFICATION_CHANNEL_LABELS.sms, done: 'Sent', tone: 'success' },
};

/** A provider's report as the badge says it: "Delivered by SMS", "Read on WhatsApp"... */
const DELIVERY: Record<NotificationDeliveryState, { words: string; tone: BadgeTone }> = {
  queued: { words: 'Handed to', tone: 'neutral' },
  sent: { words: 'Sent by', tone: 'success' },
  delivered: { words: 'Delivered by', tone: 'success' },
  read: { words: 'Read on', tone: 'success' },
  failed: { words: 'Not delivered by', tone: 'danger' },
};

/** The provider's reported moments after the hand-over, in order, as the "when" line says them. */
const MOMENTS = [
  ['deliveredAt', 'Delivered'],
  ['readAt', 'Read'],
  ['failedAt', 'Not delivered'],
] as const;

/**
 * The badge and the word of the "when" line: "Sent", "Logged (no message sent)", "Failed",
 * "Read on WhatsApp"... Exported so a thread that shows one reply's delivery says it the same way.
 */
export function notificationStatus(item: NotificationItem): {
  label: string;
  done: string;
  tone: BadgeTone;
} {
  if (item.state === 'sent' && item.delivery && item.channel) {
    const { words, tone } = DELIVERY[item.delivery.state];
    const provider = item.channel === 'sms' ? 'SMS' : 'WhatsApp';
    return { label: `${words} ${provider}`, done: 'Sent', tone };
  }
  if (item.state === 'sent' && item.channel) return SENT_BY[item.channel];
  return { label: NOTIFICATION_STATE_LABELS[item.state], done: 'Sent', tone: TONES[item.state] };
}

/** Failed for good: the outbox gave up, or the provider reported it not delivered. */
const failedFor = (item: NotificationItem) =>
  item.state === 'failed' || item.delivery?.state === 'failed';

const tries = (n: number) => `${n} ${n === 1 ? 'try' : 'tries'}`;

/**
 * The messages sent to an owner or applicant about decisions, newest first: the text, to whom,
 * how the sending went (state and where it went, tries, the last error, when sent), and "Send
 * again" on a failed one.
 */
export function NotificationList({
  notifications,
  formatDateTime,
  onRetry,
  busyId = null,
  outcome = null,
  empty = 'No messages sent yet.',
  className,
}: NotificationListProps) {
  if (notifications.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className={cx(styles.list, className)}>
      {notifications.map((item) => {
        const { label, done, tone } = notificationStatus(item);
        return (
          <li key={item.id} className={cx(panelStyles.panel, styles.item)}>
            <div className={styles.header}>
              <p className={styles.recipient}>
                To <span className={styles.phone}>{item.recipient}</span>
              </p>
              <Badge tone={tone}>{label}</Badge>
            </div>
            <p className={styles.text}>{item.text}</p>
            <p className={styles.meta}>
              Written <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              {item.sentAt && (
                <>
                  {` · ${done} `}
                  <time dateTime={item.sentAt}>{formatDateTime(item.sentAt)}</time>
                </>
              )}
              {MOMENTS.map(([key, words]) => {
                const at = item.delivery?.[key];
                return at ? (
                  <span key={key}>
                    {` · ${words} `}
                    <time dateTime={at}>{formatDateTime(at)}</time>
                  </span>
                ) : null;
              })}
              {' · '}
              {tries(item.attempts)}
            </p>
            {item.failure && (
              <p className={failedFor(item) ? styles.error : styles.meta}>{item.failure}</p>
            )}
            {item.lastError && item.state !== 'sent' && item.lastError !== item.failure && (
              <p className={styles.error}>Last error: {item.lastError}</p>
            )}
            {outcome?.id === item.id && <Alert variant={outcome.tone}>{outcome.message}</Alert>}
            {onRetry && failedFor(item) && (
              <div>
                <Button
                  size="sm"
                  variant="secondary"
                  busy={busyId === item.id}
                  busyLabel="Sending..."
                  onClick={() => onRetry(item.id)}
                  aria-label={`Send again to ${item.recipient}`}
                >
                  Send again
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
