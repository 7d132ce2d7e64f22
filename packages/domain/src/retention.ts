// How long the platform keeps personal data (DPDP Act 2023 and its Rules: erase once the
// purpose is served; keep logs at least a year), one constant per rule with its reason. The
// daily retention job (apps/api/src/services/retention.ts) applies them; the privacy notice and
// docs/security.md quote them.
import { DATA_EXPORT_HOURS } from './rights.js';

/**
 * A registration draft nobody has touched for this long is erased with its documents: an owner
 * who stopped a month ago is not coming back to that draft, and its ID photo should not wait.
 */
export const DRAFT_RETENTION_DAYS = 30;

/** The owner is told this many days before their untouched draft is erased. */
export const DRAFT_ERASURE_NOTICE_DAYS = 3;

/**
 * A rejected store's or application's documents, not sent again within this long, are erased:
 * the owner was told what to fix and had three months to do it; the decision itself stays.
 */
export const REJECTED_DOCUMENTS_RETENTION_DAYS = 90;

/**
 * An approved store's or partner's government-ID image is erased this long after approval: the
 * check is done and recorded (the ID's type, its last 4 digits, who verified it and when, all
 * kept); the image is only needed while a decision could still be questioned.
 */
export const APPROVED_ID_RETENTION_DAYS = 30;

/**
 * Notification rows and sign-in codes name a phone number; after a year (the Rules' minimum for
 * logs) only its last 4 digits are kept, enough to answer "did my code go out?".
 */
export const PHONE_NUMBER_RETENTION_DAYS = 365;

/**
 * A photo or file a person sent to the inbox (an owner's WhatsApp image) is erased this long
 * after it came: it served the answer to that message; the conversation's words stay.
 */
export const INBOX_MEDIA_RETENTION_DAYS = 90;

/** The rules, as the activity log names them ("Erased by retention: ..."). */
export const RETENTION_RULES = {
  draftUntouched: `Registration draft untouched for ${DRAFT_RETENTION_DAYS} days`,
  rejectedNotResubmitted: `Documents of a rejection not sent again within ${REJECTED_DOCUMENTS_RETENTION_DAYS} days`,
  idAfterApproval: `Government ID image, ${APPROVED_ID_RETENTION_DAYS} days after approval`,
  phoneAfterAYear: `Phone numbers older than ${PHONE_NUMBER_RETENTION_DAYS} days reduced to their last 4 digits`,
  inboxMedia: `A photo or file sent to the inbox, ${INBOX_MEDIA_RETENTION_DAYS} days after it came`,
  dataExportExpired: `An owner's data download, ${DATA_EXPORT_HOURS} hours after it was prepared`,
} as const;
export type RetentionRule = keyof typeof RETENTION_RULES;

/** The audit action of an erasure by the schedule (no admin: the job). */
export const RETENTION_ERASE_ACTION = 'erase-by-retention';

/** When the daily job runs, India time (a quiet hour). */
export const RETENTION_RUN_AT_IST = '02:30';
