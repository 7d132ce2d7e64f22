// The delivery-partner screens' copy: the words of an application's statuses and of what each
// decision does.

import type { ApplicationStatus } from '@kirana/domain/delivery-partners';

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const PARTNER_APPROVE_EFFECT =
  'The applicant becomes a delivery partner and is told by SMS.';
export const PARTNER_REJECT_EFFECT =
  'The application is rejected and the applicant is told the reason by SMS. They may apply again.';
