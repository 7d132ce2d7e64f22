// PATCH /api/admin/delivery-partners/applications/{applicationId}/{approve|reject}: one
// decision, with its reason and note. The application (status, history, notifications) and the
// queue are refetched.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/client';
import type { PartnerRejectReason } from '@kirana/domain/partners';
import { api } from '../../../lib/api-client';
import { applicationKeys } from './keys';

export type ApplicationDecision = 'approve' | 'reject';

/** Approving takes an optional note; rejecting a reason (and a note, required for "other"). */
export type ApplicationDecisionInput =
  | { applicationId: string; decision: 'approve'; note?: string }
  | { applicationId: string; decision: 'reject'; reason: PartnerRejectReason; note?: string };

export async function decideApplication(input: ApplicationDecisionInput) {
  const params = { path: { applicationId: input.applicationId } };
  const note = input.note ? { note: input.note } : {};
  const { data } =
    input.decision === 'approve'
      ? await unwrap(
          api.PATCH('/api/admin/delivery-partners/applications/{applicationId}/approve', {
            params,
            body: note,
          }),
        )
      : await unwrap(
          api.PATCH('/api/admin/delivery-partners/applications/{applicationId}/reject', {
            params,
            body: { reason: input.reason, ...note },
          }),
        );
  return data.application;
}

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    onSuccess: async (application) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.detail(application._id) }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.lists() }),
      ]);
    },
  });
}
