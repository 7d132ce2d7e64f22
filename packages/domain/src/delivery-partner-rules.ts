// The rules (zod) of a delivery-partner application's fields and of the decisions on it
// (`@kirana/domain/delivery-partner-rules`). Apart from `@kirana/domain/delivery-partners` so that a page showing
// the vehicles and documents loads no zod until the form needs it.

import './jitless.js';
import { z } from 'zod';
import { MOBILE_INVALID, indianMobileDigits } from './mobile.js';
import {
  EMAIL_INVALID,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
  TEXT_BROKEN_CHARACTER,
  TEXT_INVISIBLE_ONLY,
} from './common.js';
import { hasBrokenCharacter, hasVisibleText } from './validation.js';
import { reasonedBodySchema } from './decision-rules.js';
import { OWNER_LANGUAGES } from './owner-sign-in.js';
import { LANGUAGE_REQUIRED } from './store-owners.js';
import {
  MAX_NOTICE_VERSION_LENGTH,
  PARTNER_NOTICE_OUTDATED,
  PARTNER_NOTICE_REQUIRED,
  isCurrentNotice,
} from './privacy-notice.js';
import {
  PARTNER_NAME_REQUIRED,
  PARTNER_NAME_TOO_LONG,
  PARTNER_REJECT_REASONS,
  PINCODE_INVALID,
  PINCODE_OUTSIDE_HYDERABAD,
  VEHICLES,
  VEHICLE_REQUIRED,
  isHyderabadPincode,
} from './delivery-partners.js';

/** The application's text fields (the documents are checked apart, as files). */
export const partnerApplicationSchema = z.object({
  name: z
    .string(PARTNER_NAME_REQUIRED.rule)
    .trim()
    .min(1, PARTNER_NAME_REQUIRED.rule)
    .max(MAX_NAME_LENGTH, PARTNER_NAME_TOO_LONG.rule)
    .refine((text) => !hasBrokenCharacter(text), TEXT_BROKEN_CHARACTER.rule)
    .refine(hasVisibleText, TEXT_INVISIBLE_ONLY.rule),
  phone: z
    .string(MOBILE_INVALID.rule)
    .trim()
    .max(MAX_PHONE_LENGTH, MOBILE_INVALID.rule)
    .refine((value) => indianMobileDigits(value) !== null, MOBILE_INVALID.rule)
    .transform((value) => indianMobileDigits(value) ?? value),
  email: z
    .string()
    .trim()
    .max(MAX_EMAIL_LENGTH, EMAIL_INVALID.rule)
    .refine((value) => value === '' || z.email().safeParse(value).success, EMAIL_INVALID.rule)
    .optional()
    .transform((value) => value || null),
  pincode: z
    .string(PINCODE_INVALID.rule)
    .trim()
    .refine((value) => /^\d{6}$/.test(value), PINCODE_INVALID.rule)
    .refine(isHyderabadPincode, PINCODE_OUTSIDE_HYDERABAD.rule),
  vehicle: z.enum(VEHICLES, VEHICLE_REQUIRED.rule),
  /** The language the form was filled in: the answer by SMS comes in it. */
  language: z.enum(OWNER_LANGUAGES, LANGUAGE_REQUIRED.rule).default('en'),
  /** The privacy notice the applicant agreed to (issue 40): the one in force, or no application. */
  noticeVersion: z
    .string(PARTNER_NOTICE_REQUIRED.rule)
    .trim()
    .min(1, PARTNER_NOTICE_REQUIRED.rule)
    .max(MAX_NOTICE_VERSION_LENGTH, PARTNER_NOTICE_OUTDATED.rule)
    .refine(isCurrentNotice, PARTNER_NOTICE_OUTDATED.rule),
  /** The language the notice was read in. */
  noticeLanguage: z.enum(OWNER_LANGUAGES, PARTNER_NOTICE_REQUIRED.rule),
});
export type PartnerApplicationFields = z.output<typeof partnerApplicationSchema>;

/** A decision's body: approving takes an optional note, rejecting a reason (a note for "other"). */
export const approveApplicationBodySchema = reasonedBodySchema(null);
export const rejectApplicationBodySchema = reasonedBodySchema(PARTNER_REJECT_REASONS);
