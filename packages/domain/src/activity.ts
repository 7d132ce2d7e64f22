// The activity log as people read it: each audit entry's action in words, with the reason of a
// decision. The API answers these words (`summary`); the admin shows them in every history.

import { defineMessage } from './catalogue.js';
import { REASON_LABELS, STORE_DOCUMENT_LABELS } from './stores.js';
import { PARTNER_DOCUMENT_LABELS, PARTNER_REASON_LABELS } from './delivery-partners.js';
import { CONVERSATION_ACTION_WORDS } from './inbox.js';
import { RETENTION_ERASE_ACTION, RETENTION_RULES } from './retention.js';
import {
  DATA_ERASE_ACTION,
  DATA_ERASE_REASONS,
  DATA_EXPORT_ACTION,
  DATA_REQUEST_ANSWER_ACTION,
  DATA_REQUEST_ASK_ACTION,
} from './rights.js';

/** The action of a document masked by a reviewer (the original destroyed). */
export const DOCUMENT_MASK_ACTION = 'mask-document';

const ACTION_WORDS: Record<string, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  suspend: 'Suspended',
  reinstate: 'Reinstated',
  reopen: 'Reopened for review',
  'login-as-branch': 'Looked up by its id',
  'edit-registration': 'Corrected the registration details',
  'edit-hours': 'Changed the opening hours',
  create: 'Created',
  edit: 'Edited',
  remove: 'Removed',
  delete: 'Deleted',
  import: 'Imported',
  deactivate: 'Deactivated',
  'mark-handled': 'Marked handled',
  'mark-new': 'Reopened',
  'retry-notification': 'Sent a notification again',
  'bulk-upload': 'Applied a catalogue upload',
  'change-password': 'Changed their password',
  // The team (issue 25).
  invite: 'Invited',
  'resend-invite': 'Sent the invite again',
  'cancel-invite': 'Cancelled the invite',
  'accept-invite': 'Joined the team',
  'change-role': 'Changed the role',
  reactivate: 'Reactivated',
  // The store's owner, on the site (audit entries with no admin).
  submit: 'Submitted by the owner',
  resubmit: 'Resubmitted by the owner',
  // The owner's rights (issue 40).
  [DATA_EXPORT_ACTION]: 'Prepared their data download',
  [DATA_REQUEST_ASK_ACTION]: 'Asked by the owner',
  [DATA_REQUEST_ANSWER_ACTION]: 'Answered',
  [DATA_ERASE_ACTION]: 'Registration data erased',
  // The inbox's conversations (issue 41).
  ...CONVERSATION_ACTION_WORDS,
};

/** The entity types of the log (the admin names them in its filter). */
export const ACTIVITY_ENTITIES = [
  'branch',
  'category',
  'product',
  'affiliate-product',
  'contact-message',
  'conversation',
  'canned-reply',
  'delivery-partner-application',
  'admin',
  'admin-invite',
  'store-registration',
  'notification',
  'data-request',
  'store-owner',
] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

/** The actions of the log, for the filter, in words. */
export const ACTIVITY_ACTIONS: readonly { value: string; label: string }[] = [
  ...Object.entries(ACTION_WORDS).map(([value, label]) => ({ value, label })),
  { value: 'review-document', label: 'Marked a document' },
  { value: 'upload-document', label: 'Uploaded a document' },
  { value: 'view-document', label: 'Opened a document' },
  { value: DOCUMENT_MASK_ACTION, label: 'Masked a document' },
  { value: RETENTION_ERASE_ACTION, label: 'Erased by retention' },
];

/**
 * The action of a document view (who opened which ID, when): an audit entry on the store or
 * application, read only with the `documents.views` permission (the Owner).
 */
export const DOCUMENT_VIEW_ACTION = 'view-document';

/** What has documents that admins open: a store, a delivery partner's application. */
export const DOCUMENT_VIEW_ENTITIES = ['branch', 'delivery-partner-application'] as const;

/** Longest action name the log's filter takes. */
export const MAX_ACTION_LENGTH = 40;

export const DATE_RANGE_INVALID = defineMessage('activity.dateRangeInvalid', 'must be after from.');

/** Reasons and document kinds in words: an application's, or else a store's. */
function wordsFor(entity: string | undefined) {
  return entity === 'delivery-partner-application'
    ? { reasons: PARTNER_REASON_LABELS, documents: PARTNER_DOCUMENT_LABELS }
    : { reasons: REASON_LABELS, documents: STORE_DOCUMENT_LABELS };
}

function wordOf(labels: Record<string, string>, code: unknown): string | null {
  return typeof code === 'string' && Object.hasOwn(labels, code) ? (labels[code] ?? null) : null;
}

/** "Rejected: Unclear document", "Marked FSSAI certificate unclear", "Created"... */
export function activitySummary(
  action: string,
  details: Record<string, unknown>,
  entity?: string,
): string {
  const { reasons, documents } = wordsFor(entity);
  const document = wordOf(documents, details.kind) ?? 'a document';
  if (action === 'review-document') {
    const state = details.state === 'verified' ? 'verified' : 'unclear';
    return `Marked ${document} ${state}`;
  }
  if (action === 'upload-document') return `Uploaded ${document}`;
  if (action === 'view-document') return `Opened ${document}`;
  if (action === DOCUMENT_MASK_ACTION) return `Masked ${document}`;
  if (action === RETENTION_ERASE_ACTION) {
    const rule = wordOf(RETENTION_RULES, details.rule);
    return `Erased by retention${rule ? `: ${rule}` : ''}`;
  }
  if (action === DATA_ERASE_ACTION) {
    const reason = wordOf(DATA_ERASE_REASONS, details.reason);
    return `Registration data erased${reason ? `: ${reason}` : ''}`;
  }
  if (action === DATA_REQUEST_ASK_ACTION || action === DATA_REQUEST_ANSWER_ACTION) {
    const kind = details.kind === 'erasure' ? 'Erasure request' : 'Grievance';
    return `${kind} ${action === DATA_REQUEST_ASK_ACTION ? 'asked by the owner' : 'answered'}`;
  }
  if (
    action === 'change-role' &&
    typeof details.from === 'string' &&
    typeof details.to === 'string'
  )
    return `Changed the role from ${details.from} to ${details.to}`;
  if (typeof details.role === 'string' && (action === 'invite' || action === 'accept-invite'))
    return `${ACTION_WORDS[action] ?? action} as ${details.role}`;
  const words = ACTION_WORDS[action] ?? action;
  const reason = wordOf(reasons, details.reason);
  return reason ? `${words}: ${reason}` : words;
}
