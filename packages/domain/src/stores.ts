// Store (branch) verification: the statuses and the decisions that move between them, the
// reasons each decision takes, the 2-day promise, the registration a reviewer checks (FSSAI,
// GSTIN, government ID, location) and its documents: limits, labels, checks and messages
// (`@kirana/domain/stores`, no zod); the zod rules of its bodies are in `store-rules`.

import { type Message, defineMessage } from './catalogue.js';
import { MAX_ID_LENGTH, STORE_RESPONSE_DAYS } from './common.js';
import { MAX_DOCUMENT_PDF_PAGES } from './documents.js';

// ---------------------------------------------------------------------------------------------
// Branch lookup (admin-area.md sections 3 and 4)

export const BRANCH_ID_REQUIRED = defineMessage(
  'stores.branchIdRequired',
  'Please enter a Branch ID.',
);
export const BRANCH_ID_TOO_LONG = defineMessage(
  'stores.branchIdTooLong',
  'A Branch ID is at most {max} characters.',
  { max: MAX_ID_LENGTH },
);
export const BRANCH_APPROVED = 'Branch has been successfully approved.';
export const BRANCH_REJECTED = 'Branch has been successfully rejected.';
export const STORE_NOT_FOUND = defineMessage('stores.notFound', 'Branch not found.');
/** A store whose owner's data was erased (consent withdrawn, an erasure answered) stays off. */
export const STORE_DATA_ERASED = defineMessage(
  'stores.dataErased',
  "This store's data was erased at its owner's request, so it cannot be listed or reviewed again. The owner can register again.",
);
const STORE_NOT_PENDING = defineMessage(
  'stores.notPending',
  'Only a pending branch can be approved or rejected.',
);
export const BRANCH_LOGIN_SUCCESS = 'Branch verified.';

// ---------------------------------------------------------------------------------------------
// Statuses and decisions

export const STORE_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** The decisions a reviewer takes on a store, each from one status to another. */
export const STORE_DECISIONS = ['approve', 'reject', 'suspend', 'reinstate', 'reopen'] as const;
export type StoreDecision = (typeof STORE_DECISIONS)[number];

export const STORE_TRANSITIONS: Record<StoreDecision, { from: StoreStatus; to: StoreStatus }> = {
  approve: { from: 'pending', to: 'approved' },
  reject: { from: 'pending', to: 'rejected' },
  suspend: { from: 'approved', to: 'suspended' },
  reinstate: { from: 'suspended', to: 'approved' },
  reopen: { from: 'rejected', to: 'pending' },
};

// ---------------------------------------------------------------------------------------------
// Reasons: a fixed list per decision, plus a note (required for "other")

export const REJECT_REASONS = [
  'invalid_document',
  'unclear_document',
  'details_mismatch',
  'outside_service_area',
  'duplicate_store',
  'aadhaar_not_masked',
  'other',
] as const;
export const SUSPEND_REASONS = [
  'customer_complaints',
  'food_safety_concern',
  'licence_expired',
  'owner_request',
  'other',
] as const;
export const REOPEN_REASONS = ['documents_resubmitted', 'rejected_in_error', 'other'] as const;

export type RejectReason = (typeof REJECT_REASONS)[number];
export type SuspendReason = (typeof SUSPEND_REASONS)[number];
export type ReopenReason = (typeof REOPEN_REASONS)[number];
export type StoreReason = RejectReason | SuspendReason | ReopenReason;

/** The reasons each decision takes; approve and reinstate take only an optional note. */
export const DECISION_REASONS: Record<StoreDecision, readonly StoreReason[] | null> = {
  approve: null,
  reject: REJECT_REASONS,
  suspend: SUSPEND_REASONS,
  reinstate: null,
  reopen: REOPEN_REASONS,
};

/** Each reason in words: the screens, the history and the owner's notification say these. */
export const REASON_LABELS: Record<StoreReason, string> = {
  invalid_document: 'Invalid document',
  unclear_document: 'Unclear document',
  details_mismatch: 'Details do not match',
  outside_service_area: 'Outside our service area',
  duplicate_store: 'Duplicate store',
  aadhaar_not_masked: 'Aadhaar number not masked',
  customer_complaints: 'Customer complaints',
  food_safety_concern: 'Food safety concern',
  licence_expired: 'Licence expired',
  owner_request: "Owner's request",
  documents_resubmitted: 'Documents resubmitted',
  rejected_in_error: 'Rejected in error',
  other: 'Other',
};

export const DECISION_DONE: Record<StoreDecision, string> = {
  approve: BRANCH_APPROVED,
  reject: BRANCH_REJECTED,
  suspend: 'Store suspended.',
  reinstate: 'Store reinstated.',
  reopen: 'Store reopened for review.',
};

/** The 409 of a decision the store's status does not allow (pending's is the seed's words). */
const TRANSITION_REFUSED: Record<StoreDecision, Message> = {
  approve: STORE_NOT_PENDING,
  reject: STORE_NOT_PENDING,
  suspend: defineMessage(
    'stores.onlyApprovedSuspended',
    'Only an approved store can be suspended.',
  ),
  reinstate: defineMessage(
    'stores.onlySuspendedReinstated',
    'Only a suspended store can be reinstated.',
  ),
  reopen: defineMessage('stores.onlyRejectedReopened', 'Only a rejected store can be reopened.'),
};

export function transitionRefusedMessage(decision: StoreDecision): Message {
  return TRANSITION_REFUSED[decision];
}

export type DecisionBody = { reason?: StoreReason | undefined; note?: string | undefined };

// ---------------------------------------------------------------------------------------------
// The 2-day promise

const DAY_MS = 24 * 60 * 60 * 1000;

// In ./common.ts, so that a screen showing the promise alone does not load this module.
export { STORE_RESPONSE_DAYS };

/** When a registration submitted at `submittedAt` is due. */
export function dueAt(submittedAt: Date | string): Date {
  return new Date(new Date(submittedAt).getTime() + STORE_RESPONSE_DAYS * DAY_MS);
}

// ---------------------------------------------------------------------------------------------
// Registration: what a reviewer checks for a food business in India

/** Longest ID number accepted as typed (spaces and dashes included), and a GSTIN's length. */
export const MAX_ID_NUMBER_LENGTH = 30;
export const GSTIN_LENGTH = 15;

/** FSSAI registration or licence number: 14 digits. */
export const FSSAI_NUMBER = /^\d{14}$/;
/** The FSSAI number's messages, the same for the owner's registration and a reviewer's correction. */
export const FSSAI_REQUIRED = defineMessage(
  'stores.fssaiRequired',
  'Please enter your FSSAI registration or licence number.',
);
export const FSSAI_INVALID = defineMessage('stores.fssaiInvalid', 'An FSSAI number is 14 digits.');
export const FSSAI_TAKEN = defineMessage(
  'stores.fssaiTaken',
  'A store with this FSSAI number is already registered.',
);

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, "Z", check character. */
export const GSTIN_FORMAT = /^(0[1-9]|[1-3]\d)[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const GSTIN_INVALID = defineMessage(
  'stores.gstinInvalid',
  'A GSTIN is 15 characters: state code, PAN, entity number, Z and a check character.',
);
export const GSTIN_CHECK_INVALID = defineMessage(
  'stores.gstinCheckInvalid',
  'This GSTIN does not add up: please check it for a typo.',
);

/** The GSTIN's check character for its first 14 characters (GSTN's base-36 weighted sum). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

export function isGstin(value: string): boolean {
  return GSTIN_FORMAT.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value.charAt(14);
}

export const GOVERNMENT_ID_TYPES = [
  'aadhaar',
  'pan',
  'voter_id',
  'passport',
  'driving_licence',
] as const;
export type GovernmentIdType = (typeof GOVERNMENT_ID_TYPES)[number];

export const GOVERNMENT_ID_LABELS: Record<GovernmentIdType, string> = {
  aadhaar: 'Aadhaar',
  pan: 'PAN',
  voter_id: 'Voter ID',
  passport: 'Passport',
  driving_licence: 'Driving licence',
};

/** The shape of each ID's number, spaces and dashes removed, upper case. */
const GOVERNMENT_ID_FORMATS: Record<GovernmentIdType, RegExp> = {
  aadhaar: /^[2-9]\d{11}$/,
  pan: /^[A-Z]{5}\d{4}[A-Z]$/,
  voter_id: /^[A-Z]{3}\d{7}$/,
  passport: /^[A-Z]\d{7}$/,
  driving_licence: /^[A-Z]{2}\d{2}\d{11,12}$/,
};
export const GOVERNMENT_ID_TYPE_REQUIRED = defineMessage(
  'stores.governmentIdTypeRequired',
  'Please choose the ID type: Aadhaar, PAN, voter ID, passport or driving licence.',
);
export const GOVERNMENT_ID_INVALID = defineMessage(
  'stores.governmentIdInvalid',
  'This number does not look like that kind of ID.',
);

/** An ID number as typed, normalised (no spaces or dashes, upper case). */
function normaliseIdNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isGovernmentIdNumber(type: GovernmentIdType, value: string): boolean {
  return GOVERNMENT_ID_FORMATS[type].test(normaliseIdNumber(value));
}

/** The only part of an ID number that is kept: its last four characters. */
/** How many of an ID number's last digits are kept and shown (Aadhaar's masking rule). */
export const ID_NUMBER_KEPT_DIGITS = 4;

export function idNumberLast4(value: string): string {
  return normaliseIdNumber(value).slice(-ID_NUMBER_KEPT_DIGITS);
}

/** How a kept ID number is shown: "XXXX XXXX 1234" for Aadhaar, "••••1234" for the rest. */
export function maskedIdNumber(type: GovernmentIdType, last4: string): string {
  return type === 'aadhaar' ? `XXXX XXXX ${last4}` : `••••${last4}`;
}

/** Hyderabad's bounds (the city and its outskirts): stores outside are outside the service area. */
export const HYDERABAD_BOUNDS = { south: 17.2, north: 17.65, west: 78.2, east: 78.75 } as const;
export const LOCATION_OUTSIDE_HYDERABAD = defineMessage(
  'stores.locationOutsideHyderabad',
  'The location must be inside Hyderabad.',
);

export function isInHyderabad(latitude: number, longitude: number): boolean {
  const b = HYDERABAD_BOUNDS;
  return latitude >= b.south && latitude <= b.north && longitude >= b.west && longitude <= b.east;
}

// ---------------------------------------------------------------------------------------------
// Documents (each a file of ./documents.ts: images or PDF, at most MAX_DOCUMENT_MB), each checked
// by a reviewer

export const STORE_DOCUMENT_KINDS = ['shop_photo', 'fssai_certificate', 'government_id'] as const;
export type StoreDocumentKind = (typeof STORE_DOCUMENT_KINDS)[number];

export const STORE_DOCUMENT_LABELS: Record<StoreDocumentKind, string> = {
  shop_photo: 'Shop photo',
  fssai_certificate: 'FSSAI certificate',
  government_id: "Owner's government ID",
};

/** Every store document is required for approval. */
export const REQUIRED_STORE_DOCUMENTS: readonly StoreDocumentKind[] = STORE_DOCUMENT_KINDS;

/**
 * Opening the same document again within this many minutes is the same opening, one entry of
 * who opened which document (never merged across admins).
 */
export const DOCUMENT_VIEW_MINUTES = 5;

export const DOCUMENT_NOT_WHAT_IT_CLAIMS = defineMessage(
  'documents.notWhatItClaims',
  'This file is not what its type says. Please send the original image or PDF.',
);
export const DOCUMENT_PDF_ACTIVE_CONTENT = defineMessage(
  'documents.pdfActiveContent',
  'This PDF contains scripts or attachments. Please send a plain PDF or a photo of the document.',
);
export const DOCUMENT_PDF_FORM_OR_MEDIA = defineMessage(
  'documents.pdfFormOrMedia',
  'This PDF contains an interactive form or embedded media. Please send a plain PDF or a photo of the document.',
);
export const DOCUMENT_PDF_ENCRYPTED = defineMessage(
  'documents.pdfEncrypted',
  'This PDF is locked with a password or encryption, so it cannot be checked. Please send an unlocked copy or a photo of the document.',
);
export const DOCUMENT_PDF_TOO_COMPLEX = defineMessage(
  'documents.pdfTooComplex',
  'This PDF is too long or complex to check (at most {maxPages} pages). Please send only the pages needed, or a photo of the document.',
  { maxPages: MAX_DOCUMENT_PDF_PAGES },
);
export const DOCUMENT_REQUIRED = defineMessage('documents.required', 'Please choose a file.');
export const DOCUMENT_NOT_FOUND = defineMessage('documents.notFound', 'Document not found.');
/** A document erased by the retention schedule: its row (kind, marks) stays, its bytes are gone. */
export const DOCUMENT_ERASED = defineMessage(
  'documents.erased',
  'This document was erased under the retention schedule. Its record (kind, who checked it and when) is kept.',
);
/** The smallest side of a mask box, as a fraction of the image's side (a box of no size). */
export const MASK_BOX_MIN = 0.01;
/** Boxes one mask may draw: an Aadhaar's number on the front, its VID, the back's copies. */
export const MASK_BOXES_MAX = 4;
export const MASK_BOX_INVALID = defineMessage(
  'documents.maskBoxInvalid',
  'Draw each box over the number, inside the image.',
);
export const MASK_NOT_AN_IMAGE = defineMessage(
  'documents.maskNotAnImage',
  "Only a photo can be masked here. A PDF's number can't be covered: ask for a photo, or for UIDAI's masked e-Aadhaar.",
);
export const DOCUMENT_MASKED = 'Document masked: the original is destroyed.';
/** A stored document that does not open: its key is not configured, or its bytes were changed. */
export const DOCUMENT_UNREADABLE = defineMessage(
  'documents.unreadable',
  "This document can't be opened: its encryption key is missing or the stored file was changed. The platform's operators have been told.",
);
export const DOCUMENT_REPLACED = 'Document uploaded.';

export const DOCUMENT_REVIEW_STATES = ['pending', 'verified', 'unclear'] as const;
export type DocumentReviewState = (typeof DOCUMENT_REVIEW_STATES)[number];
export const DOCUMENT_REVIEW_LABELS: Record<DocumentReviewState, string> = {
  pending: 'Not checked',
  verified: 'Verified',
  unclear: 'Unclear',
};
export const UNCLEAR_NEEDS_NOTE = defineMessage(
  'documents.unclearNeedsNote',
  'Please say what is unclear.',
);
export const DOCUMENT_REVIEWED = 'Document marked.';

export const REGISTRATION_UPDATED = 'Registration details saved.';
