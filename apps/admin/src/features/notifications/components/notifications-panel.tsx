// The messages sent about a decision, on the store and application screens, with a retry.
import type { QueryKey } from '@tanstack/react-query';
import { NotificationList } from '@kirana/ui/notification-list';
import type { components } from '@kirana/api-client/types';
import { NOTIFICATION_REQUEUED } from '@kirana/domain/notifications';
import { NETWORK_ERROR } from '@kirana/domain/common';
import { formatDateTime } from '../../../lib/date-time';
import { UNKNOWN_ERROR } from '../../../lib/messages';
import { isApiError, refusalWords } from '../../../lib/errors';
import { useCan } from '../../../lib/permissions';
import { useRetryNotification } from '../api/retry-notification';

type Notification = components['schemas']['Notification'];

/**
 * The messages sent to an owner or applicant about decisions, with "Send again" on a failed one;
 * `listedBy` is the query that lists them, refetched after a retry so the new state shows.
 */
export function Notifications({
  notifications,
  listedBy,
}: {
  notifications: readonly Notification[];
  listedBy: QueryKey;
}) {
  const retry = useRetryNotification(listedBy);
  const may = useCan();
  const id = retry.variables;
  const outcome =
    id === undefined || retry.isPending || retry.isIdle
      ? null
      : retry.isSuccess
        ? { id, message: NOTIFICATION_REQUEUED, tone: 'success' as const }
        : {
            id,
            message: isApiError(retry.error)
              ? refusalWords(retry.error, UNKNOWN_ERROR)
              : NETWORK_ERROR.text,
            tone: 'error' as const,
          };
  return (
    <NotificationList
      formatDateTime={formatDateTime}
      notifications={notifications.map((item) => ({
        id: item._id,
        text: item.text,
        recipient: item.recipientPhone,
        state: item.state,
        channel: item.channel,
        attempts: item.attempts,
        lastError: item.lastError,
        sentAt: item.sentAt,
        createdAt: item.createdAt,
        delivery: item.delivery,
        failure: item.failure,
      }))}
      {...(may('notifications.retry')
        ? { onRetry: (notificationId: string) => retry.mutate(notificationId) }
        : {})}
      busyId={retry.isPending ? (id ?? null) : null}
      outcome={outcome}
      empty="No messages sent yet."
    />
  );
}
