// POST /api/admin/data-requests/{requestId}/answer (answerDataRequest): the reply sent to the
// owner, and for an erasure request the registration's data erased first (`erase`). The answered
// request replaces the cached one; the queue is refetched.
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { storeAndRefetch, useApiMutation } from '../../../lib/mutations';
import { dataRequestKeys } from './keys';

export interface AnswerInput {
  requestId: string;
  reply: string;
  erase: boolean;
}

export async function answerDataRequest({ requestId, reply, erase }: AnswerInput) {
  const { data } = await unwrap(
    api.POST('/api/admin/data-requests/{requestId}/answer', {
      params: { path: { requestId } },
      body: { reply, ...(erase ? { erase: true } : {}) },
    }),
  );
  return data.request;
}

export function useAnswerDataRequest() {
  return useApiMutation(answerDataRequest, {
    onSuccess: (queryClient, request) =>
      storeAndRefetch(
        queryClient,
        dataRequestKeys.detail(request._id),
        request,
        dataRequestKeys.lists(),
      ),
  });
}
