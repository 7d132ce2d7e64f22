// The rules (zod) of a store owner's sign-in and registration bodies
// (`@kirana/domain/store-owner-rules`): the same rules as the admin's checks of a registration,
// applied field by field as the owner saves each section, and whole at submission.

import './jitless.js';
import { z } from 'zod';
import {
  EMAIL_INVALID,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
  MAX_PLACE_LENGTH,
  MAX_STREET_LENGTH,
  COMING_SOON,
} from './common.js';
import {
  CITY_REQUIRED,
  CITY_TOO_LONG,
  ID_NUMBER_REQUIRED,
  LANGUAGE_REQUIRED,
  LOCATION_REQUIRED,
  OWNER_CODE_INVALID,
  OWNER_CODE_LENGTH,
  OWNER_LANGUAGES,
  OWNER_MOBILE_INVALID,
  OWNER_MOBILE_OUTSIDE_INDIA,
  OWNER_NAME_REQUIRED,
  OWNER_NAME_TOO_LONG,
  SHOP_NAME_REQUIRED,
  SHOP_NAME_TOO_LONG,
  STORE_PINCODE_INVALID,
  STREET_REQUIRED,
  STREET_TOO_LONG,
  isForeignNumber,
  mobileE164,
} from './store-owners.js';
import { isHyderabadStorePincode } from './pincodes.js';
import {
  FSSAI_INVALID,
  FSSAI_NUMBER,
  FSSAI_REQUIRED,
  GOVERNMENT_ID_INVALID,
  GOVERNMENT_ID_TYPES,
  GOVERNMENT_ID_TYPE_REQUIRED,
  type GovernmentIdType,
  GSTIN_CHECK_INVALID,
  GSTIN_FORMAT,
  GSTIN_INVALID,
  HYDERABAD_BOUNDS,
  LOCATION_OUTSIDE_HYDERABAD,
  MAX_ID_NUMBER_LENGTH,
  isGovernmentIdNumber,
  isGstin,
} from './stores.js';
import type { RegistrationField } from './store-owners.js';
import { requiredText } from './validation.js';

/** POST /api/auth/branch/login/initiate: the mobile as typed, answered as E.164. */
export const initiateSignInBodySchema = z
  .object({
    phone: z
      .string(OWNER_MOBILE_INVALID.rule)
      .trim()
      .max(MAX_PHONE_LENGTH, OWNER_MOBILE_INVALID.rule)
      .superRefine((value, context) => {
        if (mobileE164(value)) return;
        const message = isForeignNumber(value) ? OWNER_MOBILE_OUTSIDE_INDIA : OWNER_MOBILE_INVALID;
        context.addIssue({ code: 'custom', message: message.rule });
      })
      .transform((value) => mobileE164(value) ?? value),
    language: z.enum(OWNER_LANGUAGES, LANGUAGE_REQUIRED.rule).default('en'),
    /** "Send by SMS instead" (OWNER_CODE_SMS_AFTER_SECONDS after the last code). */
    bySms: z.boolean().optional(),
  })
  .strict();

/** POST /api/auth/branch/login/complete: the request the code was sent for, and the code. */
export const completeSignInBodySchema = z
  .object({
    requestId: z.uuid(OWNER_CODE_INVALID.rule),
    code: z
      .string(OWNER_CODE_INVALID.rule)
      .trim()
      .regex(new RegExp(`^\\d{${OWNER_CODE_LENGTH}}$`), OWNER_CODE_INVALID.rule),
  })
  .strict();

/**
 * Each registration field's rule: a field the owner saves is checked by it, and so is one a
 * reviewer corrects. An optional field's rule takes it left out (`REGISTRATION_FIELDS` says which
 * a submission needs; a test holds the two together).
 */
export const REGISTRATION_FIELD_RULES = {
  shopName: requiredText(SHOP_NAME_REQUIRED, MAX_NAME_LENGTH, SHOP_NAME_TOO_LONG),
  street: requiredText(STREET_REQUIRED, MAX_STREET_LENGTH, STREET_TOO_LONG),
  city: requiredText(CITY_REQUIRED, MAX_PLACE_LENGTH, CITY_TOO_LONG),
  pincode: z
    .string(STORE_PINCODE_INVALID.rule)
    .trim()
    .regex(/^\d{6}$/, STORE_PINCODE_INVALID.rule)
    .refine(isHyderabadStorePincode, COMING_SOON.rule),
  latitude: z.number(LOCATION_REQUIRED.rule),
  longitude: z.number(LOCATION_REQUIRED.rule),
  ownerName: requiredText(OWNER_NAME_REQUIRED, MAX_NAME_LENGTH, OWNER_NAME_TOO_LONG),
  ownerEmail: z
    .string()
    .trim()
    .max(MAX_EMAIL_LENGTH, EMAIL_INVALID.rule)
    .refine((value) => value === '' || z.email().safeParse(value).success, EMAIL_INVALID.rule)
    .nullable()
    .optional()
    .transform((value) => value || null),
  language: z.enum(OWNER_LANGUAGES, LANGUAGE_REQUIRED.rule),
  fssaiNumber: z
    .string(FSSAI_REQUIRED.rule)
    .trim()
    .min(1, FSSAI_REQUIRED.rule)
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
    .string(ID_NUMBER_REQUIRED.rule)
    .trim()
    .min(1, ID_NUMBER_REQUIRED.rule)
    .max(MAX_ID_NUMBER_LENGTH, GOVERNMENT_ID_INVALID.rule),
} satisfies Record<RegistrationField, unknown>;

/** The registration's fields as one body: a field a submission needs must be there. */
export const registrationFieldsSchema = z.object(REGISTRATION_FIELD_RULES);

/**
 * The rules across fields, for a section or a whole body: the pin is placed as a pair, inside
 * Hyderabad (a coordinate outside is named first, then the one missing from the pair), and an
 * ID's number is checked against its type, so the two are saved together.
 */
export function checkPinAndId(
  body: {
    latitude?: number;
    longitude?: number;
    governmentIdType?: GovernmentIdType;
    governmentIdNumber?: string;
  },
  context: z.RefinementCtx,
): void {
  const { latitude, longitude } = body;
  const b = HYDERABAD_BOUNDS;
  const outside =
    latitude !== undefined && (latitude < b.south || latitude > b.north)
      ? 'latitude'
      : longitude !== undefined && (longitude < b.west || longitude > b.east)
        ? 'longitude'
        : null;
  if (outside)
    context.addIssue({
      code: 'custom',
      path: [outside],
      message: LOCATION_OUTSIDE_HYDERABAD.rule,
    });
  else if ((latitude === undefined) !== (longitude === undefined))
    context.addIssue({
      code: 'custom',
      path: [latitude === undefined ? 'latitude' : 'longitude'],
      message: LOCATION_REQUIRED.rule,
    });
  if (body.governmentIdNumber !== undefined) {
    if (!body.governmentIdType)
      context.addIssue({
        code: 'custom',
        path: ['governmentIdType'],
        message: GOVERNMENT_ID_TYPE_REQUIRED.rule,
      });
    else if (!isGovernmentIdNumber(body.governmentIdType, body.governmentIdNumber))
      context.addIssue({
        code: 'custom',
        path: ['governmentIdNumber'],
        message: GOVERNMENT_ID_INVALID.rule,
      });
  }
}

/**
 * PATCH /api/store-owner/registration: any of the registration's fields (a section at a time);
 * each given field is checked by its rule. The ID's number is kept as its last four.
 */
export const registrationPatchSchema = registrationFieldsSchema
  .partial()
  .strict()
  .superRefine(checkPinAndId);
export type RegistrationPatch = z.output<typeof registrationPatchSchema>;
