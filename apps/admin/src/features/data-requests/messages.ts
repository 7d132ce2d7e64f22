// The Requests queue's copy (issue 40 §5): the words of a request's kinds and statuses, the
// empty queue, and what erasing a registration's data does, said before it is done. Importing
// the domain's rights module registers its refusals' words (answered already, not an erasure).
import type { BranchStatus } from '@kirana/api-client/types';
import { DATA_REQUEST_ANSWER_DAYS, type DataRequestKind } from '@kirana/domain/rights';

export const DATA_REQUEST_KIND_LABELS: Record<DataRequestKind, string> = {
  erasure: 'Erasure request',
  grievance: 'Grievance',
};

export const DATA_REQUEST_STATUS_LABELS = { open: 'Open', answered: 'Answered' } as const;

export const REQUESTS_SUBTITLE = `Store owners' erasure requests and grievances, the soonest due first. We aim to answer an erasure within ${DATA_REQUEST_ANSWER_DAYS.erasure} days and a grievance within ${DATA_REQUEST_ANSWER_DAYS.grievance} days.`;

export const NO_REQUESTS = 'No requests match these filters.';

/** An erasure asked without words. */
export const NO_MESSAGE = 'The owner wrote nothing with this request.';

/** A request whose owner has no store (never registered, or its data is gone). */
export const NO_STORE = 'No store';

export const REPLY_HINT =
  'Sent to the owner as written, through their messaging channel, and shown on their status page.';

export const REPLY_REQUIRED = 'Write the reply to the owner.';

/** Who did it, in a request's history, when the owner did it on the site. */
export const BY_OWNER = 'The store’s owner';

/**
 * What erasing a registration's data does, said before the operator confirms it: what goes,
 * what happens to the store first (by its state now), and what stays.
 */
export function erasureEffect(storeName: string | null, status: BranchStatus | null): string[] {
  const whose = storeName ? `${storeName}’s registration` : 'the registration';
  return [
    `This erases now, from ${whose}: its documents (every file, and their details), the owner's name and e-mail, the ID number's last four digits, the store's phone, FSSAI and GSTIN numbers, the registration draft, and any prepared "My data" download.`,
    ...(status === 'approved'
      ? ['The store is approved: it is taken off the store finder first (suspended).']
      : status === 'pending'
        ? ['The store is being reviewed: it is taken out of the review queue.']
        : []),
    "Kept: the store's name and area, its history of decisions, and the owner's sign-in number. Then your reply is sent to the owner.",
  ];
}
