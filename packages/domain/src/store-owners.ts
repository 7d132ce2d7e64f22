// Store owners: phone sign-in in two steps (a one-time code by SMS or WhatsApp), the limits that
// keep it from being abused, and the registration an owner fills in on the site, section by
// section, then submits for the team's review (`@kirana/domain/store-owners`, no zod; the rules
// are in `store-owner-rules`).

import { defineMessage } from './catalogue.js';
import { MAX_NAME_LENGTH, MAX_PLACE_LENGTH, MAX_STREET_LENGTH } from './common.js';
import { indianMobileDigits } from './stores.js';

// ---------------------------------------------------------------------------------------------
// Phone sign-in

/** The one-time code: 6 digits, valid 10 minutes, accepted once, dead after 5 wrong tries. */
export const OWNER_CODE_LENGTH = 6;
export const OWNER_CODE_MINUTES = 10;
export const OWNER_CODE_MAX_ATTEMPTS = 5;

/** Sends per number: at most one a minute and five an hour; per client address ten an hour. */
export const OWNER_CODE_SENDS_PER_MINUTE = 1;
export const OWNER_CODE_SENDS_PER_HOUR = 5;
export const OWNER_CODE_SENDS_PER_CLIENT_HOUR = 10;
/** Default platform-wide ceiling of code sends an hour (OWNER_CODE_HOURLY_LIMIT overrides). */
export const OWNER_CODE_PLATFORM_HOURLY = 2000;

/** An owner's session lasts 30 days (a logout ends it). */
export const OWNER_SESSION_DAYS = 30;

/** The languages an owner hears from us in. */
export const OWNER_LANGUAGES = ['en', 'te', 'hi'] as const;
export type OwnerLanguage = (typeof OWNER_LANGUAGES)[number];

export function isOwnerLanguage(value: unknown): value is OwnerLanguage {
  return typeof value === 'string' && (OWNER_LANGUAGES as readonly string[]).includes(value);
}

/**
 * An Indian mobile as E.164 (+919848022338) from what a person types: with or without +91 or 0,
 * spaces or dashes; 10 digits starting 6-9. Null for anything else.
 */
export function mobileE164(value: string): string | null {
  const digits = indianMobileDigits(value);
  return digits ? `+91${digits}` : null;
}

/** True when the number names another country's code (+1..., 00...): not an Indian mobile. */
export function isForeignNumber(value: string): boolean {
  const compact = value.replace(/[\s()-]/g, '');
  return /^(\+|00)(?!91)\d/.test(compact);
}

/** How an owner's number is shown where it must not be read in full: "+91 ••••• •2338". */
export function maskedMobile(e164: string): string {
  return `+91 ••••• •${e164.slice(-4)}`;
}

export const OWNER_MOBILE_INVALID = defineMessage(
  'storeOwners.mobileInvalid',
  'Please enter your 10-digit mobile number.',
);
export const OWNER_MOBILE_OUTSIDE_INDIA = defineMessage(
  'storeOwners.mobileOutsideIndia',
  'Only Indian mobile numbers (+91) can sign in for now.',
);
export const OWNER_CODE_INVALID = defineMessage(
  'storeOwners.codeInvalid',
  'The code is the {length} digits we sent you.',
  { length: OWNER_CODE_LENGTH },
);
export const OWNER_CODE_WRONG = defineMessage(
  'storeOwners.codeWrong',
  'That code is not right. You can try {attemptsLeft} more times.',
);
export const OWNER_CODE_DEAD = defineMessage(
  'storeOwners.codeDead',
  'This code has been tried too many times. Ask for a new code.',
);
export const OWNER_CODE_EXPIRED = defineMessage(
  'storeOwners.codeExpired',
  'This code has expired or was already used. Ask for a new code.',
);
export const OWNER_CODE_TOO_SOON = defineMessage(
  'storeOwners.codeTooSoon',
  'Please wait {seconds} seconds before asking for another code.',
);
export const OWNER_CODE_TOO_MANY = defineMessage(
  'storeOwners.codeTooMany',
  'Too many codes were asked for. Please try again in {minutes} minutes.',
);
export const OWNER_SESSION_NEEDED = defineMessage(
  'storeOwners.sessionNeeded',
  'Please sign in with your mobile number.',
);
export const OWNER_CODE_SENT = 'We sent a code to your mobile number.';
export const OWNER_SIGNED_IN = 'Signed in.';
export const OWNER_SIGNED_OUT = 'You have been signed out.';

// ---------------------------------------------------------------------------------------------
// Registration

/** The sections an owner fills in, in the order of the site's steps. */
export const REGISTRATION_SECTIONS = ['shop', 'owner', 'licences', 'documents'] as const;
export type RegistrationSection = (typeof REGISTRATION_SECTIONS)[number];

/** The fields of each section (documents are files, sent apart). */
export const SECTION_FIELDS = {
  shop: ['shopName', 'street', 'city', 'pincode', 'latitude', 'longitude'],
  owner: ['ownerName', 'ownerEmail', 'language'],
  licences: ['fssaiNumber', 'gstin', 'governmentIdType', 'governmentIdNumber'],
} as const;

/** Fields a submission needs (e-mail and GSTIN are optional). */
export const REQUIRED_REGISTRATION_FIELDS = [
  'shopName',
  'street',
  'city',
  'pincode',
  'latitude',
  'longitude',
  'ownerName',
  'language',
  'fssaiNumber',
  'governmentIdType',
  'governmentIdNumber',
] as const;

/** Where every store is: the city, state and country a registration's address takes. */
export const REGISTRATION_STATE = 'Telangana';
export const REGISTRATION_COUNTRY = 'India';

/** What an owner's store history names: their submissions and the team's decisions. */
export const REGISTRATION_HISTORY_ACTIONS = [
  'submit',
  'resubmit',
  'approve',
  'reject',
  'suspend',
  'reinstate',
  'reopen',
] as const;

/** The onboarding funnel the admin's dashboard draws: this many weeks, the current one last. */
export const ONBOARDING_FUNNEL_WEEKS = 8;

/** The states of an owner's registration: a draft until submitted, then the store's status. */
export const REGISTRATION_STATES = [
  'draft',
  'pending',
  'approved',
  'rejected',
  'suspended',
] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/** A registration the owner may change: a draft, or a rejected store to resubmit. */
export function isEditable(state: RegistrationState): boolean {
  return state === 'draft' || state === 'rejected';
}

export const SHOP_NAME_REQUIRED = defineMessage(
  'registration.shopNameRequired',
  'Please enter the name of your shop.',
);
export const SHOP_NAME_TOO_LONG = defineMessage(
  'registration.shopNameTooLong',
  'Please keep the shop name to {max} characters or fewer.',
  { max: MAX_NAME_LENGTH },
);
export const STREET_REQUIRED = defineMessage(
  'registration.streetRequired',
  'Please enter the shop’s street address.',
);
export const STREET_TOO_LONG = defineMessage(
  'registration.streetTooLong',
  'Please keep the street address to {max} characters or fewer.',
  { max: MAX_STREET_LENGTH },
);
export const CITY_REQUIRED = defineMessage(
  'registration.cityRequired',
  'Please enter the area or city.',
);
export const CITY_TOO_LONG = defineMessage(
  'registration.cityTooLong',
  'Please keep the area or city to {max} characters or fewer.',
  { max: MAX_PLACE_LENGTH },
);
export const STORE_PINCODE_INVALID = defineMessage(
  'registration.pincodeInvalid',
  'Please enter the 6-digit pincode of your shop.',
);
export const LOCATION_REQUIRED = defineMessage(
  'registration.locationRequired',
  'Please place the pin on your shop: use your location or your pincode.',
);
export const OWNER_NAME_REQUIRED = defineMessage(
  'registration.ownerNameRequired',
  'Please enter your name as on your ID.',
);
export const OWNER_NAME_TOO_LONG = defineMessage(
  'registration.ownerNameTooLong',
  'Please keep your name to {max} characters or fewer.',
  { max: MAX_NAME_LENGTH },
);
export const LANGUAGE_REQUIRED = defineMessage(
  'registration.languageRequired',
  'Please choose the language of our messages: English, Telugu or Hindi.',
);
export const FSSAI_REQUIRED = defineMessage(
  'registration.fssaiRequired',
  'Please enter your FSSAI registration or licence number.',
);
export const ID_NUMBER_REQUIRED = defineMessage(
  'registration.idNumberRequired',
  'Please enter the number of your ID.',
);
/** Each document a submission needs, when it is missing. */
export const REGISTRATION_DOCUMENT_REQUIRED = {
  shop_photo: defineMessage('registration.shopPhotoRequired', 'Please add a photo of your shop.'),
  fssai_certificate: defineMessage(
    'registration.fssaiCertificateRequired',
    'Please add your FSSAI certificate.',
  ),
  government_id: defineMessage(
    'registration.governmentIdRequired',
    'Please add a photo or scan of your government ID.',
  ),
} as const;
export const REGISTRATION_IN_PROGRESS = defineMessage(
  'registration.inProgress',
  'This number already has a store registration in progress. Continue that one.',
);
export const FSSAI_TAKEN = defineMessage(
  'registration.fssaiTaken',
  'A store with this FSSAI number is already registered.',
);
export const REGISTRATION_NOT_EDITABLE = defineMessage(
  'registration.notEditable',
  'Your store is being reviewed: it cannot be changed now.',
);
export const REGISTRATION_NOT_FOUND = defineMessage(
  'registration.notFound',
  'You have not started a store registration yet.',
);
export const REGISTRATION_SAVED = 'Saved.';
export const REGISTRATION_SUBMITTED = 'Submitted. We will answer within 2 days.';
