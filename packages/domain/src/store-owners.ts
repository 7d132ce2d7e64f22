// Store owners: phone sign-in in two steps (a one-time code by SMS or WhatsApp), the limits that
// keep it from being abused (./owner-sign-in.ts, re-exported here), and the registration an owner
// fills in on the site, section by section, then submits for the team's review
// (`@kirana/domain/store-owners`, no zod; the rules are in `store-owner-rules`).

import { type Message, defineMessage } from './catalogue.js';
import { MAX_NAME_LENGTH, MAX_PLACE_LENGTH, MAX_STREET_LENGTH } from './common.js';
import { FSSAI_REQUIRED, GOVERNMENT_ID_TYPE_REQUIRED } from './stores.js';

export * from './owner-sign-in.js';

// ---------------------------------------------------------------------------------------------
// Registration

/** The sections an owner fills in, in the order of the site's steps. */
export const REGISTRATION_SECTIONS = ['shop', 'owner', 'licences', 'documents'] as const;
export type RegistrationSection = (typeof REGISTRATION_SECTIONS)[number];
/** The sections of fields (documents are files, sent apart). */
type FieldSection = Exclude<RegistrationSection, 'documents'>;

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
  'Please put the marker on your shop: drag the map, or use your location or your pincode.',
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
export const ID_NUMBER_REQUIRED = defineMessage(
  'registration.idNumberRequired',
  'Please enter the number of your ID.',
);
/**
 * The registration's fields in the order of the site's steps: each one's section, and the message
 * a submission without it answers (none: the field is optional, like e-mail and GSTIN). The one
 * list the form's sections, the submission's check and the owner's "still needed" are read from;
 * each field's rule is in `store-owner-rules` (REGISTRATION_FIELD_RULES).
 */
export const REGISTRATION_FIELDS = {
  shopName: { section: 'shop', missing: SHOP_NAME_REQUIRED },
  street: { section: 'shop', missing: STREET_REQUIRED },
  city: { section: 'shop', missing: CITY_REQUIRED },
  pincode: { section: 'shop', missing: STORE_PINCODE_INVALID },
  latitude: { section: 'shop', missing: LOCATION_REQUIRED },
  longitude: { section: 'shop', missing: LOCATION_REQUIRED },
  ownerName: { section: 'owner', missing: OWNER_NAME_REQUIRED },
  ownerEmail: { section: 'owner', missing: null },
  language: { section: 'owner', missing: LANGUAGE_REQUIRED },
  fssaiNumber: { section: 'licences', missing: FSSAI_REQUIRED },
  gstin: { section: 'licences', missing: null },
  governmentIdType: { section: 'licences', missing: GOVERNMENT_ID_TYPE_REQUIRED },
  governmentIdNumber: { section: 'licences', missing: ID_NUMBER_REQUIRED },
} as const satisfies Record<string, { section: FieldSection; missing: Message | null }>;
export type RegistrationField = keyof typeof REGISTRATION_FIELDS;
/** A field a submission needs. */
type RequiredRegistrationField = {
  [F in RegistrationField]: (typeof REGISTRATION_FIELDS)[F]['missing'] extends null ? never : F;
}[RegistrationField];

const FIELD_NAMES = Object.keys(REGISTRATION_FIELDS) as RegistrationField[];

/** The fields of each section (documents are files, sent apart). */
const inSection = (section: FieldSection) =>
  FIELD_NAMES.filter((name) => REGISTRATION_FIELDS[name].section === section);
export const SECTION_FIELDS: Record<FieldSection, readonly RegistrationField[]> = {
  shop: inSection('shop'),
  owner: inSection('owner'),
  licences: inSection('licences'),
};

/** Fields a submission needs, in the steps' order. */
export const REQUIRED_REGISTRATION_FIELDS = FIELD_NAMES.filter(
  (name): name is RequiredRegistrationField => REGISTRATION_FIELDS[name].missing !== null,
);

/** The message a submission without `field` answers. */
export function missingFieldMessage(field: RequiredRegistrationField): Message {
  return REGISTRATION_FIELDS[field].missing;
}

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
export const REGISTRATION_NOT_EDITABLE = defineMessage(
  'registration.notEditable',
  'Your store is being reviewed: it cannot be changed now.',
);
/** Sending a rejected store again while a document the team marked unclear is not replaced. */
export const REGISTRATION_UNCLEAR_NOT_REPLACED = defineMessage(
  'registration.unclearNotReplaced',
  'Please replace each document marked unclear before sending your registration again.',
);
export const REGISTRATION_NOT_FOUND = defineMessage(
  'registration.notFound',
  'You have not started a store registration yet.',
);
export const REGISTRATION_SAVED = 'Saved.';
export const REGISTRATION_SUBMITTED = 'Submitted. We will answer within 2 days.';
