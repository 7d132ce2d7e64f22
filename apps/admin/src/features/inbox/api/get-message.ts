// GET /api/admin/contact-messages/{messageId}: one message, whole. Reading changes nothing.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/client';
import { api } from '../../../lib/api-client';
import { inboxKeys } from './keys';

function messageQueryOptions(messageId: string) {
  return queryOptions({
    queryKey: inboxKeys.detail(messageId),
    queryFn: async ({ signal }) => {
      const { data } = await unwrap(
        api.GET('/api/admin/contact-messages/{messageId}', {
          params: { path: { messageId } },
          signal,
        }),
      );
      return data.contactMessage;
    },
  });
}

export function useMessage(messageId: string) {
  return useQuery(messageQueryOptions(messageId));
}
