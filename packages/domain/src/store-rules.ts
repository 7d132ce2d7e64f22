// The rules (zod) of a store's forms and bodies: the branch lookup, the decisions, the
// registration a reviewer corrects and a document's mark (`@kirana/domain/store-rules`). Apart
// from `@kirana/domain/stores` so that a page showing a store's labels loads no zod.

import './jitless.js';
import { z } from 'zod';
import { defineMessage } from './catalogue.js';
import {
  DECISION_REASONS,
  FSSAI_INVALID,
  FSSAI_NUMBER,
  GOVERNMENT_ID_INVALID,
  GOVERNMENT_ID_TYPES,
  GOVERNMENT_ID_TYPE_REQUIRED,
  GSTIN_CHECK_INVALID,
  GSTIN_FORMAT,
  GSTIN_INVALID,
  LOCATION_OUTSIDE_HYDERABAD,
  MAX_ID_NUMBER_LENGTH,
  REJECT_REASONS,
  type StoreDecision,
  UNCLEAR_NEEDS_NOTE,
  idNumberLast4,
  isGovernmentIdNumber,
  isGstin,
  HYDERABAD_BOUNDS,
  isInHyderabad,
} from './stores.js';
import { MOBILE_INVALID, indianMobileDigits } from './mobile.js';
import { EMAIL_INVALID, MAX_EMAIL_LENGTH, MAX_PHONE_LENGTH } from './common.js';
import { noteSchema, reasonedBodySchema } from './decision-rules.js';
import { NOTE_REQUIRED_FOR_OTHER, REASON_REQUIRED } from './decisions.js';

const STATUS_APPROVED_OR_REJECTED = defineMessage(
  'stores.statusApprovedOrRejected',
  'Status must be approved or rejected.',
);
const APPROVAL_TAKES_NO_REASON = defineMessage(
  'stores.approvalTakesNoReason',
  'An approval takes no reason.',
);
const DOCUMENT_MARK_REQUIRED = defineMessage(
  'documents.markRequired',
  'Please mark the document verified or unclear.',
);

export {
  type BranchLookup,
  branchLookupSchema as loginAsBranchBodySchema,
  validateBranchLookup,
} from './store-lookup.js';

/**
 * The body of a decision: its reason from the decision's list (when it takes one) and a note.
 * No body at all is an empty one (approve's seed call sends none; reject then asks for a reason).
 */
export function decisionBodySchema(decision: StoreDecision) {
  return reasonedBodySchema(DECISION_REASONS[decision]);
}

/** The spec's status call: approved (with an optional note) or rejected (with a reason). */
export const setBranchStatusBodySchema = z
  .object({
    status: z.enum(['approved', 'rejected'], STATUS_APPROVED_OR_REJECTED.rule),
    reason: z.enum(REJECT_REASONS, REASON_REQUIRED.rule).optional(),
    note: noteSchema,
  })
  .strict()
  .superRefine((body, context) => {
    if (body.status === 'rejected' && !body.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: REASON_REQUIRED.rule });
    if (body.status === 'approved' && body.reason)
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: APPROVAL_TAKES_NO_REASON.rule,
      });
    if (body.reason === 'other' && !body.note)
      context.addIssue({ code: 'custom', path: ['note'], message: NOTE_REQUIRED_FOR_OTHER.rule });
  });

/** The registration details a reviewer may correct (an owner phoned in the right number). */
export const registrationBodySchema = z
  .object({
    ownerPhone: z
      .string(MOBILE_INVALID.rule)
      .trim()
      .max(MAX_PHONE_LENGTH, MOBILE_INVALID.rule)
      .refine((value) => indianMobileDigits(value) !== null, MOBILE_INVALID.rule),
    ownerEmail: z
      .string()
      .trim()
      .max(MAX_EMAIL_LENGTH, EMAIL_INVALID.rule)
      .pipe(z.email(EMAIL_INVALID.rule)),
    fssaiNumber: z
      .string(FSSAI_INVALID.rule)
      .trim()
      .refine((value) => FSSAI_NUMBER.test(value), FSSAI_INVALID.rule),
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => value === '' || GSTIN_FORMAT.test(value), GSTIN_INVALID.rule)
      .refine((value) => value === '' || isGstin(value), GSTIN_CHECK_INVALID.rule)
      .nullable()
      .optional()
      .transform((value) => value || null),
    governmentIdType: z.enum(GOVERNMENT_ID_TYPES, GOVERNMENT_ID_TYPE_REQUIRED.rule),
    /** The full number as read off the ID; only its last four characters are kept. */
    governmentIdNumber: z
      .string(GOVERNMENT_ID_INVALID.rule)
      .trim()
      .max(MAX_ID_NUMBER_LENGTH, GOVERNMENT_ID_INVALID.rule),
    latitude: z.number(LOCATION_OUTSIDE_HYDERABAD.rule),
    longitude: z.number(LOCATION_OUTSIDE_HYDERABAD.rule),
  })
  .strict()
  .superRefine((body, context) => {
    if (!isGovernmentIdNumber(body.governmentIdType, body.governmentIdNumber))
      context.addIssue({
        code: 'custom',
        path: ['governmentIdNumber'],
        message: GOVERNMENT_ID_INVALID.rule,
      });
    // The message names the coordinate that is out of bounds (latitude when both are).
    const b = HYDERABAD_BOUNDS;
    if (!isInHyderabad(body.latitude, body.longitude)) {
      const latitudeInside = body.latitude >= b.south && body.latitude <= b.north;
      context.addIssue({
        code: 'custom',
        path: [latitudeInside ? 'longitude' : 'latitude'],
        message: LOCATION_OUTSIDE_HYDERABAD.rule,
      });
    }
  })
  .transform(({ governmentIdNumber, ...rest }) => ({
    ...rest,
    ownerPhone: `+91 ${indianMobileDigits(rest.ownerPhone)?.replace(/^(\d{5})/, '$1 ')}`,
    governmentIdLast4: idNumberLast4(governmentIdNumber),
  }));
export type RegistrationBody = z.output<typeof registrationBodySchema>;

/** A reviewer's mark on one document: verified, or unclear with a note. */
export const documentReviewBodySchema = z
  .object({
    state: z.enum(['verified', 'unclear'], DOCUMENT_MARK_REQUIRED.rule),
    note: noteSchema,
  })
  .strict()
  .refine((body) => body.state !== 'unclear' || body.note !== undefined, {
    path: ['note'],
    message: UNCLEAR_NEEDS_NOTE.rule,
  });
