// What owners and applicants are told of a decision, by SMS through the team's messaging bridge:
// one template per decision, English, the reason in words (`@kirana/domain/notifications`).

import { defineMessage } from './catalogue.js';
import { REASON_LABELS, type StoreReason } from './branches.js';
import { PARTNER_REASON_LABELS, type PartnerRejectReason } from './partners.js';

export const NOTIFICATION_TEMPLATES = [
  'store_approved',
  'store_rejected',
  'store_suspended',
  'store_reinstated',
  'store_reopened',
  'partner_approved',
  'partner_rejected',
] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];

export interface NotificationParams {
  /** The store's or the applicant's name. */
  name: string;
  reason?: string | undefined;
  note?: string | undefined;
}

export const NOTIFICATION_STATES = ['pending', 'sent', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

export const NOTIFICATION_STATE_LABELS: Record<NotificationState, string> = {
  pending: 'Waiting to send',
  sent: 'Sent',
  failed: 'Failed',
};

/**
 * Where a notification went: `log` writes it to the API's log (no one receives it), `webhook`
 * hands it to the messaging bridge. Recorded with each try, so the admin can say which.
 */
export const NOTIFICATION_CHANNELS = ['log', 'webhook'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_NOT_FOUND = defineMessage(
  'notifications.notFound',
  'Notification not found.',
);
export const NOTIFICATION_NOT_FAILED = defineMessage(
  'notifications.notFailed',
  'Only a failed notification can be sent again.',
);
export const NOTIFICATION_REQUEUED = 'The notification will be sent again.';

/** After this many failed tries a notification is marked failed (an admin may retry it). */
export const NOTIFICATION_MAX_ATTEMPTS = 6;
/** The wait before the n-th retry doubles from this. */
export const NOTIFICATION_FIRST_RETRY_SECONDS = 5;

function reasonWords(reason: string | undefined): string {
  if (!reason) return '';
  const label =
    (REASON_LABELS as Record<string, string>)[reason as StoreReason] ??
    (PARTNER_REASON_LABELS as Record<string, string>)[reason as PartnerRejectReason];
  return label ?? reason;
}

const withNote = (text: string, note: string | undefined) =>
  note ? `${text} Note: ${note}` : text;

/** The message of a notification, as the recipient reads it. */
export function notificationText(
  template: NotificationTemplate,
  params: NotificationParams,
): string {
  const { name, note } = params;
  const reason = reasonWords(params.reason);
  switch (template) {
    case 'store_approved':
      return withNote(
        `Kirana: ${name} is approved. Your store now appears in the app and can take orders.`,
        note,
      );
    case 'store_rejected':
      return withNote(
        `Kirana: ${name} was not approved. Reason: ${reason}. Reply to this message or resubmit your details to apply again.`,
        note,
      );
    case 'store_suspended':
      return withNote(
        `Kirana: ${name} is suspended and hidden from the app. Reason: ${reason}. Contact us to resolve it.`,
        note,
      );
    case 'store_reinstated':
      return withNote(`Kirana: ${name} is active again and appears in the app.`, note);
    case 'store_reopened':
      return withNote(
        `Kirana: we are reviewing ${name} again. You will hear from us within 2 days.`,
        note,
      );
    case 'partner_approved':
      return withNote(
        `Kirana: welcome, ${name}! Your delivery partner application is approved. Open the partner app to start.`,
        note,
      );
    case 'partner_rejected':
      return withNote(
        `Kirana: ${name}, your delivery partner application was not approved. Reason: ${reason}. You may apply again at kirana.example/deliver-with-us.`,
        note,
      );
  }
}
