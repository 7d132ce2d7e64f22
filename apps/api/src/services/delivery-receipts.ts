// Providers' delivery receipts (issue 38): WhatsApp's status callbacks and MSG91's SMS delivery
// reports recorded on the messages they name. A message only moves forward; a repeat or a late
// report changes nothing; a status naming no message of ours (another app's number, a message
// since erased) is acknowledged and ignored. Not audited: no person acted, and the message's row keeps each state's time.
import type { Schemas } from '../contract/types.js';
import type { Repositories } from '../repositories/index.js';
import type { DeliveryReceipt, ReceiptOutcome } from '../repositories/notifications.js';

export interface ReceiptDeps {
  repos: Pick<Repositories, 'notifications'>;
}

const RECORDED_STATES = new Set<string>(['sent', 'delivered', 'read', 'failed']);

/** The receipts of one WhatsApp callback, in the order Meta listed them. */
export function whatsAppReceipts(body: Schemas['WhatsAppWebhook']): DeliveryReceipt[] {
  return (body.entry ?? []).flatMap((entry) =>
    (entry.changes ?? []).flatMap((change) =>
      (change.value?.statuses ?? []).flatMap((status): DeliveryReceipt[] => {
        if (!RECORDED_STATES.has(status.status)) return [];
        const error = status.errors?.[0];
        const words = [error?.title ?? error?.message, error?.error_data?.details]
          .filter(Boolean)
          .join(': ');
        return [
          {
            channel: 'whatsapp',
            providerMessageId: status.id,
            state: status.status as DeliveryReceipt['state'],
            at: new Date(Number(status.timestamp) * 1000),
            errorCode: error?.code === undefined ? undefined : String(error.code),
            error: words || undefined,
          },
        ];
      }),
    ),
  );
}

/** MSG91's report statuses we record: 8 submitted (sent), 1 delivered, the rest failed. */
export const SMS_REPORT_STATES: Record<number, DeliveryReceipt['state']> = {
  8: 'sent',
  1: 'delivered',
  2: 'failed',
  9: 'failed',
  16: 'failed',
  17: 'failed',
  25: 'failed',
  26: 'failed',
};

/** MSG91's report time: "YYYY-MM-DD HH:mm:ss" in India's time, or an ISO 8601 time. */
export function smsReportTime(date: string): Date | null {
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(date);
  const at = new Date(local ? `${local[1]}T${local[2]}+05:30` : date);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The receipts of one MSG91 callback, in its order; other statuses and bad dates are skipped. */
export function smsReceipts(body: Schemas['SmsDeliveryReports']): DeliveryReceipt[] {
  return body.flatMap((request) =>
    request.report.flatMap((report): DeliveryReceipt[] => {
      const state = SMS_REPORT_STATES[report.status];
      const at = smsReportTime(report.date);
      if (!state || !at) return [];
      return [
        {
          channel: 'sms',
          providerMessageId: request.requestId,
          state,
          at,
          ...(state === 'failed'
            ? {
                errorCode: String(report.status),
                error: `MSG91 ${report.status}: ${report.desc || 'Failed'}`,
              }
            : {}),
        },
      ];
    }),
  );
}

/** Records each receipt; says how many moved a message on, changed nothing, or matched none. */
export async function recordReceipts(
  deps: ReceiptDeps,
  receipts: DeliveryReceipt[],
): Promise<Record<ReceiptOutcome, number>> {
  const counts: Record<ReceiptOutcome, number> = { recorded: 0, unchanged: 0, unknown: 0 };
  for (const receipt of receipts)
    counts[await deps.repos.notifications.recordReceipt(receipt)] += 1;
  return counts;
}
