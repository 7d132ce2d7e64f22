// Every message packages/domain can show in the site's forms (field rules, API answers, the
// store finder's errors). packages/domain keeps the English source; each language's catalogue
// maps these English messages to its own words (`validation` in ./messages/te.ts, hi.ts), and
// the catalogue check (catalogues.test.ts) fails when one has no translation.
import {
  DOCUMENT_NOT_WHAT_IT_CLAIMS,
  DOCUMENT_PDF_ACTIVE_CONTENT,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_INVALID,
  MOBILE_INVALID,
} from '@kirana/domain/branches';
import {
  API_INTERNAL_ERROR,
  API_RATE_LIMITED,
  API_VALIDATION_FAILED,
  EMAIL_INVALID,
  EMAIL_TOO_LONG,
  NETWORK_ERROR,
  UNEXPECTED_ERROR,
} from '@kirana/domain/common';
import {
  CONTACT_EMAIL_REQUIRED,
  CONTACT_MESSAGE_REQUIRED,
  CONTACT_MESSAGE_TOO_LONG,
  CONTACT_NAME_REQUIRED,
  CONTACT_NAME_TOO_LONG,
  CONTACT_PHONE_INVALID,
  CONTACT_SUBJECT_REQUIRED,
  CONTACT_THANK_YOU,
} from '@kirana/domain/contact';
import {
  ALREADY_A_PARTNER,
  APPLICATION_PENDING_FOR_PHONE,
  APPLICATION_RECEIVED,
  PARTNER_DOCUMENT_REQUIRED,
  PARTNER_NAME_TOO_LONG,
  PARTNER_PHOTO_NOT_AN_IMAGE,
  PINCODE_INVALID,
  PINCODE_OUTSIDE_HYDERABAD,
  VEHICLE_REQUIRED,
} from '@kirana/domain/partners';

/** The English messages, once each (some rules share a wording). Pure, so that a bundle that
 * does not use the list (an island's) drops it and the domain modules it names. */
export const VALIDATION_MESSAGES: readonly string[] = /* @__PURE__ */ Array.from(
  /* @__PURE__ */ new Set([
    CONTACT_NAME_REQUIRED,
    CONTACT_NAME_TOO_LONG,
    CONTACT_EMAIL_REQUIRED,
    EMAIL_INVALID,
    EMAIL_TOO_LONG,
    CONTACT_PHONE_INVALID,
    CONTACT_SUBJECT_REQUIRED,
    CONTACT_MESSAGE_REQUIRED,
    CONTACT_MESSAGE_TOO_LONG,
    CONTACT_THANK_YOU,
    PARTNER_NAME_TOO_LONG,
    MOBILE_INVALID,
    PINCODE_INVALID,
    PINCODE_OUTSIDE_HYDERABAD,
    VEHICLE_REQUIRED,
    .../* @__PURE__ */ Object.values(PARTNER_DOCUMENT_REQUIRED),
    PARTNER_PHOTO_NOT_AN_IMAGE,
    DOCUMENT_TYPE_INVALID,
    DOCUMENT_TOO_LARGE,
    DOCUMENT_NOT_WHAT_IT_CLAIMS,
    DOCUMENT_PDF_ACTIVE_CONTENT,
    APPLICATION_RECEIVED,
    APPLICATION_PENDING_FOR_PHONE,
    ALREADY_A_PARTNER,
    UNEXPECTED_ERROR,
    NETWORK_ERROR,
    API_RATE_LIMITED,
    API_VALIDATION_FAILED,
    API_INTERNAL_ERROR,
  ]),
);
