// Providers' delivery receipts (issue 38): WhatsApp's status callbacks recorded on the messages
// they name. A message only moves forward; a repeat or a late report changes nothing; a status
// naming no message of ours (another app's number, a message since erased) is acknowledged and
// ignored. Not audited: no person acted, and the message's row keeps each state's time.
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
