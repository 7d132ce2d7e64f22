// The rules (zod) of a store's forms and bodies: the branch lookup, the decisions, the
// registration a reviewer corrects and a document's mark (`@kirana/domain/store-rules`). Apart
// from `@kirana/domain/stores` so that a page showing a store's labels loads no zod.

import './jitless.js';
import { z } from 'zod';
import { defineMessage } from './catalogue.js';
import {
  DECISION_REASONS,
  REJECT_REASONS,
  type StoreDecision,
  UNCLEAR_NEEDS_NOTE,
  idNumberLast4,
} from './stores.js';
import { MOBILE_INVALID, indianMobileDigits } from './mobile.js';
import { MAX_PHONE_LENGTH } from './common.js';
import { checkPinAndId, registrationFieldsSchema } from './store-owner-rules.js';
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

/**
 * The registration details a reviewer may correct (an owner phoned in the right number): the
 * registration's own fields by their rules (the full form: a field a submission needs must be
 * there), and the owner's mobile.
 */
export const registrationBodySchema = registrationFieldsSchema
  .pick({
    ownerEmail: true,
    fssaiNumber: true,
    gstin: true,
    governmentIdType: true,
    governmentIdNumber: true,
    latitude: true,
    longitude: true,
  })
  .extend({
    ownerPhone: z
      .string(MOBILE_INVALID.rule)
      .trim()
      .max(MAX_PHONE_LENGTH, MOBILE_INVALID.rule)
      .refine((value) => indianMobileDigits(value) !== null, MOBILE_INVALID.rule),
  })
  .strict()
  .superRefine(checkPinAndId)
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
