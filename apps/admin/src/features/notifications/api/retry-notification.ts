// POST /api/admin/notifications/{notificationId}/retry: a failed message goes back to the
// outbox. The screen that lists it (a store, an application) names its query, refetched after.

import type { QueryKey } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { refetch, useApiMutation } from '../../../lib/mutations';

export async function retryNotification(notificationId: string) {
  const { data } = await unwrap(
    api.POST('/api/admin/notifications/{notificationId}/retry', {
      params: { path: { notificationId } },
    }),
  );
  return data.notification;
}

/** Sends a failed notification again, then refetches `listedBy`, the query that lists it. */
export function useRetryNotification(listedBy: QueryKey) {
  return useApiMutation(retryNotification, {
    onSuccess: (queryClient) => refetch(queryClient, listedBy),
  });
}
