// One review desk for every kind of thing the team checks (a store's registration, a delivery
// partner's application; next, the site's store registrations and team invites). A kind's rules
// are one table: its statuses, the decisions that move between them, the reasons each decision
// takes, the statuses in which its documents are still being checked, and its documents' names.
// The API's decision engine and the admin's review screens both read it
// (`@kirana/domain/review`, no zod): a new kind is a new table, not a copy of the code.

import {
  DECISION_REASONS,
  REASON_LABELS,
  STORE_DECISIONS,
  STORE_DOCUMENT_KINDS,
  STORE_DOCUMENT_LABELS,
  STORE_STATUSES,
  STORE_TRANSITIONS,
  type StoreDecision,
  type StoreDocumentKind,
  type StoreReason,
  type StoreStatus,
} from './stores.js';
import {
  APPLICATION_STATUSES,
  PARTNER_DOCUMENT_KINDS,
  PARTNER_DOCUMENT_LABELS,
  PARTNER_REASON_LABELS,
  PARTNER_REJECT_REASONS,
  type ApplicationStatus,
  type PartnerDocumentKind,
  type PartnerRejectReason,
} from './delivery-partners.js';

/** The kinds the review desk knows. */
export const REVIEW_KINDS = ['store', 'delivery-partner'] as const;
export type ReviewKindName = (typeof REVIEW_KINDS)[number];

/**
 * One kind's rules. S: its statuses, D: its decisions, R: their reasons, K: its documents' kinds.
 */
export interface ReviewRules<
  S extends string = string,
  D extends string = string,
  R extends string = string,
  K extends string = string,
> {
  kind: ReviewKindName;
  statuses: readonly S[];
  /** Every decision, in the order the screens offer them. */
  decisions: readonly D[];
  /** Each decision moves from one status to another; from any other it is refused (409). */
  transitions: Readonly<Record<D, { from: S; to: S }>>;
  /** The fixed reasons a decision takes (one is required, "other" needs a note), or null: an optional note only. */
  reasons: Readonly<Record<D, readonly R[] | null>>;
  reasonLabels: Readonly<Record<R, string>>;
  /**
   * Decisions that accept the documents: taken while a required one is not marked verified, the
   * screen asks again and the audit entry names the unverified ones.
   */
  acceptsDocuments: readonly D[];
  /** Statuses in which a decision on the documents is still open, so they are marked. */
  underReview: readonly S[];
  documentKinds: readonly K[];
  documentLabels: Readonly<Record<K, string>>;
}

/** A document as the rules read it: its kind and the reviewer's mark. */
interface MarkedDocument {
  kind: string;
  review: { state: string; note?: string | null };
}

/** The decisions open to something in this status, in the order the screens show them. */
export function openDecisions<S extends string, D extends string>(
  rules: ReviewRules<S, D>,
  status: string,
): D[] {
  return rules.decisions.filter((decision) => rules.transitions[decision].from === status);
}

/** Whether its documents are still being checked (their marks can change). */
export function isUnderReview(rules: ReviewRules, status: string): boolean {
  return (rules.underReview as readonly string[]).includes(status);
}

/** The required documents not marked verified (missing ones included). */
export function unverifiedDocuments<K extends string>(
  required: readonly K[],
  documents: readonly MarkedDocument[],
): K[] {
  return required.filter(
    (kind) => !documents.some((doc) => doc.kind === kind && doc.review.state === 'verified'),
  );
}

/** The required documents never uploaded. */
export function missingDocuments<K extends string>(
  required: readonly K[],
  documents: readonly { kind: string }[],
): K[] {
  return required.filter((kind) => !documents.some((doc) => doc.kind === kind));
}

/** A document's name as people read it; a kind without one is named as it is. */
export function documentLabel(rules: ReviewRules, kind: string): string {
  return (rules.documentLabels as Record<string, string>)[kind] ?? kind;
}

/**
 * What the reviewer wrote on the documents marked unclear, one line each ("FSSAI certificate:
 * Too dark to read the number."): a decision that can be taken for an unclear document starts
 * with it as its note, so the reviewer does not type it twice.
 */
export function unclearDocumentsNote(
  rules: ReviewRules,
  documents: readonly MarkedDocument[],
): string {
  return documents
    .filter((doc) => doc.review.state === 'unclear' && doc.review.note)
    .map((doc) => `${documentLabel(rules, doc.kind)}: ${doc.review.note ?? ''}`)
    .join('\n');
}

/** Whether one of this decision's reasons is an unclear document. */
export function decidesOnUnclearDocuments(rules: ReviewRules, decision: string): boolean {
  const reasons = (rules.reasons as Record<string, readonly string[] | null>)[decision];
  return reasons?.includes('unclear_document') ?? false;
}

// ---------------------------------------------------------------------------------------------
// The kinds

export const STORE_REVIEW: ReviewRules<StoreStatus, StoreDecision, StoreReason, StoreDocumentKind> =
  {
    kind: 'store',
    statuses: STORE_STATUSES,
    decisions: STORE_DECISIONS,
    transitions: STORE_TRANSITIONS,
    reasons: DECISION_REASONS,
    reasonLabels: REASON_LABELS,
    acceptsDocuments: ['approve'],
    // A suspended store is checked again before it is reinstated (a renewed licence, say).
    underReview: ['pending', 'suspended'],
    documentKinds: STORE_DOCUMENT_KINDS,
    documentLabels: STORE_DOCUMENT_LABELS,
  };

/** The decisions on a delivery-partner application. */
const APPLICATION_DECISIONS = ['approve', 'reject'] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

export const DELIVERY_PARTNER_REVIEW: ReviewRules<
  ApplicationStatus,
  ApplicationDecision,
  PartnerRejectReason,
  PartnerDocumentKind
> = {
  kind: 'delivery-partner',
  statuses: APPLICATION_STATUSES,
  decisions: APPLICATION_DECISIONS,
  transitions: {
    approve: { from: 'pending', to: 'approved' },
    reject: { from: 'pending', to: 'rejected' },
  },
  reasons: { approve: null, reject: PARTNER_REJECT_REASONS },
  reasonLabels: PARTNER_REASON_LABELS,
  acceptsDocuments: ['approve'],
  underReview: ['pending'],
  documentKinds: PARTNER_DOCUMENT_KINDS,
  documentLabels: PARTNER_DOCUMENT_LABELS,
};
