// A failed notification sent again, on an admin's word.
import {
  NOTIFICATION_NOT_FAILED,
  NOTIFICATION_NOT_FOUND,
  NOTIFICATION_REQUEUED,
} from '@kirana/domain/notifications';
import { currentAdmin } from '../auth/guard.js';
import type { Handlers } from '../contract/types.js';
import { conflict, notFound } from '../errors.js';
import type { Deps } from './deps.js';
import { presentNotification, seenBy } from './present.js';

export function notificationHandlers({
  repos,
  services,
}: Deps): Pick<Handlers, 'retryNotification'> {
  return {
    async retryNotification(request) {
      const notification = await services.audited(
        currentAdmin(request),
        async (tx) => {
          const result = await repos.notifications.retry(request.params.notificationId, tx);
          if (result === 'not-found') throw notFound(NOTIFICATION_NOT_FOUND);
          if (result === 'not-failed') throw conflict(NOTIFICATION_NOT_FAILED);
          return result;
        },
        (retried) => ({
          action: 'retry-notification',
          entity: retried.entity,
          entityId: retried.entityId,
          details: { notificationId: retried.id, template: retried.template },
        }),
      );
      return {
        status: 'success',
        message: NOTIFICATION_REQUEUED,
        data: { notification: presentNotification(notification, seenBy(currentAdmin(request))) },
      };
    },
  };
}
