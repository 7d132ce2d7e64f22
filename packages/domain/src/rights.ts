// The owner's rights under the DPDP Act 2023 and its Rules (issue 40, sections 4 to 6): "My
// data" (a download of everything kept about them), erasure requests and grievances answered
// from the team's Requests queue within our own aims, and withdrawing consent, which erases the
// registration's data at once. The API (apps/api/src/services/data-rights.ts) applies these;
// the site and the admin word them; docs/decisions.md and docs/security.md quote them.
import { defineMessage } from './catalogue.js';

/**
 * A prepared "My data" download stays this long, then is refused (410) and its file erased: long
 * enough to download it on a slow connection the same day, short enough that a copy of
 * everything about a person does not sit on our disks.
 */
export const DATA_EXPORT_HOURS = 24;

/**
 * An erasure request is answered within this many days: the Rules ask "as soon as practicable";
 * it is one reviewer's check (is a decision or an order still open?) and one click.
 */
export const ERASURE_ANSWER_DAYS = 3;

/**
 * A grievance is answered within this many days: our own aim, a week, well inside the outer
 * limit below (an owner waiting on a grievance is a store waiting to sell).
 */
export const GRIEVANCE_ANSWER_DAYS = 7;

/**
 * The outer limit for answering a grievance that the commentaries on the DPDP Rules 2025 give
 * (90 days). Ours is GRIEVANCE_ANSWER_DAYS; this is what must never be passed.
 */
export const GRIEVANCE_OUTER_LIMIT_DAYS = 90;

export const DATA_REQUEST_KINDS = ['erasure', 'grievance'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

export const DATA_REQUEST_STATUSES = ['open', 'answered'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

export const DATA_EXPORT_STATUSES = ['ready', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** The longest owner's message and team's reply (the reply's first words go in the message). */
export const DATA_REQUEST_MESSAGE_MAX = 2000;
export const DATA_REQUEST_REPLY_MAX = 2000;

/** How long a request of each kind has to be answered. */
export const DATA_REQUEST_ANSWER_DAYS: Record<DataRequestKind, number> = {
  erasure: ERASURE_ANSWER_DAYS,
  grievance: GRIEVANCE_ANSWER_DAYS,
};

/** When a request asked at `createdAt` is due. */
export function dataRequestDueAt(kind: DataRequestKind, createdAt: Date): Date {
  return new Date(createdAt.getTime() + DATA_REQUEST_ANSWER_DAYS[kind] * 86_400_000);
}

/** When a download prepared at `preparedAt` expires. */
export function dataExportExpiresAt(preparedAt: Date): Date {
  return new Date(preparedAt.getTime() + DATA_EXPORT_HOURS * 3_600_000);
}

/** The activity log's actions (entity `data-request`, or the store / registration erased). */
export const DATA_EXPORT_ACTION = 'export-data';
export const DATA_REQUEST_ASK_ACTION = 'ask-data-request';
export const DATA_REQUEST_ANSWER_ACTION = 'answer-data-request';
/** The registration's data erased: by the owner withdrawing consent, or by the team. */
export const DATA_ERASE_ACTION = 'erase-data';

/** Why the registration's data was erased (an erase-data entry's `details.reason`). */
export const DATA_ERASE_REASONS = {
  consentWithdrawn: 'Consent withdrawn by the owner',
  erasureRequest: "The owner's erasure request",
} as const;
export type DataEraseReason = keyof typeof DATA_ERASE_REASONS;

/** The states a store is delisted from when its data is erased (suspended: out of the finder and queue). */
export const DELISTED_STATES = ['approved', 'pending'] as const;
export type DelistedState = (typeof DELISTED_STATES)[number];

/** What a field erased from a store's row reads (its columns cannot be empty). */
export const ERASED_TEXT = 'Erased';

export const DATA_EXPORT_PREPARED = 'Your data is ready to download.';
export const DATA_REQUEST_RECEIVED = 'We have your request. We will answer by the date shown.';
export const DATA_REQUEST_ANSWERED = 'The answer was sent to the owner.';
export const CONSENT_WITHDRAWN = 'Your consent is withdrawn and your registration’s data erased.';

export const EXPORT_MISSING = defineMessage(
  'rights.exportMissing',
  'You have not asked for your data yet. Ask for it, and it is ready at once.',
);
export const EXPORT_EXPIRED = defineMessage(
  'rights.exportExpired',
  'This download expired {hours} hours after it was prepared. Ask for your data again.',
  { hours: DATA_EXPORT_HOURS },
);
export const DATA_REQUEST_MESSAGE_REQUIRED = defineMessage(
  'rights.messageRequired',
  'Please write your grievance.',
);
export const ERASURE_OPEN = defineMessage(
  'rights.erasureOpen',
  'You have already asked for erasure. We will answer that request by its due date.',
);
export const ERASURE_MID_REVIEW = defineMessage(
  'rights.erasureMidReview',
  'Your store is being reviewed. To have its data erased now, withdraw your consent: that takes it out of review.',
);
export const NOTHING_TO_ERASE = defineMessage(
  'rights.nothingToErase',
  'You have no registration, so there is nothing to erase.',
);
export const DATA_REQUEST_NOT_FOUND = defineMessage('rights.requestNotFound', 'Request not found.');
export const DATA_REQUEST_ANSWERED_ALREADY = defineMessage(
  'rights.requestAnswered',
  'This request is answered already.',
);
export const ERASE_NOT_ERASURE = defineMessage(
  'rights.eraseNotErasure',
  'Only an erasure request can erase data; answer a grievance with a reply.',
);
