// PATCH /api/admin/delivery-partners/applications/{applicationId}/{approve|reject}: one
// decision, with its reason and note. The application (status, history, notifications) and the
// queue are refetched.

import { unwrap } from '@kirana/api-client/errors';
import type { PartnerRejectReason } from '@kirana/domain/delivery-partners';
import type { ApplicationDecision } from '@kirana/domain/review';
import { api } from '../../../lib/api-client';
import { refetch, useApiMutation } from '../../../lib/mutations';
import { applicationKeys } from './keys';

/** Approving takes an optional note; rejecting a reason (and a note, required for "other"). */
export interface ApplicationDecisionInput {
  /** The application's id. */
  id: string;
  decision: ApplicationDecision;
  reason?: PartnerRejectReason;
  note?: string;
}

export async function decideApplication(input: ApplicationDecisionInput) {
  const params = { path: { applicationId: input.id } };
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
            // The dialog asks for the reason first; without one the API answers 400.
            body: { ...(input.reason ? { reason: input.reason } : {}), ...note } as {
              reason: PartnerRejectReason;
            },
          }),
        );
  return data.application;
}

export function useDecideApplication() {
  return useApiMutation(decideApplication, {
    onSuccess: (queryClient, application) =>
      refetch(queryClient, applicationKeys.detail(application._id), applicationKeys.lists()),
  });
}
