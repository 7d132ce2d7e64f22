// Store owners: phone sign-in in two steps (a one-time code by SMS or WhatsApp), the limits that
// keep it from being abused (./owner-sign-in.ts, re-exported here), and the registration an owner
// fills in on the site, section by section, then submits for the team's review
// (`@kirana/domain/store-owners`, no zod; the rules are in `store-owner-rules`).

import { defineMessage } from './catalogue.js';
import { MAX_NAME_LENGTH, MAX_PLACE_LENGTH, MAX_STREET_LENGTH } from './common.js';

export * from './owner-sign-in.js';

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
