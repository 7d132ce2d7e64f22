// Delivery partners: who may apply (an Indian mobile, a Hyderabad pincode), with which vehicle
// and documents (a driving licence for motorised ones), and the review of an application: its
// statuses, the reasons it can be rejected for, and what the applicant is told: limits, labels,
// checks and messages (`@kirana/domain/delivery-partners`, no zod); the zod rules are in `partner-rules`.
// What the application form shows before it is used (vehicles, documents, the pincode range) is
// ./delivery-partner-fields.ts, re-exported here.

import { type Message, defineMessage } from './catalogue.js';
import { MAX_NAME_LENGTH } from './common.js';
import {
  HYDERABAD_PINCODE_RANGE,
  requiredPartnerDocuments,
  type PartnerDocumentKind,
} from './delivery-partner-fields.js';

export * from './delivery-partner-fields.js';

// ---------------------------------------------------------------------------------------------
// Applying

export const PARTNER_NAME_REQUIRED = defineMessage(
  'deliveryPartners.nameRequired',
  'Please tell us your name.',
);
export const PARTNER_NAME_TOO_LONG = defineMessage(
  'deliveryPartners.nameTooLong',
  'Please keep your name to {max} characters or fewer.',
  { max: MAX_NAME_LENGTH },
);
export const PINCODE_INVALID = defineMessage(
  'common.pincodeInvalid',
  'Please enter the 6-digit pincode of your area.',
);
export const PINCODE_OUTSIDE_HYDERABAD = defineMessage(
  'common.pincodeOutsideHyderabad',
  'We deliver in Hyderabad and Secunderabad only (pincodes {first} to {last}).',
  { first: String(HYDERABAD_PINCODE_RANGE.first), last: String(HYDERABAD_PINCODE_RANGE.last) },
);
export const VEHICLE_REQUIRED = defineMessage(
  'deliveryPartners.vehicleRequired',
  'Please choose how you will deliver.',
);
export const PARTNER_DOCUMENT_REQUIRED: Record<PartnerDocumentKind, Message> = {
  government_id: defineMessage(
    'deliveryPartners.governmentIdRequired',
    'Please add a photo or scan of your government ID.',
  ),
  address_proof: defineMessage(
    'deliveryPartners.addressProofRequired',
    'Please add a proof of your address.',
  ),
  photo: defineMessage('deliveryPartners.photoRequired', 'Please add a clear photo of yourself.'),
  driving_licence: defineMessage(
    'deliveryPartners.drivingLicenceRequired',
    'A motorbike or scooter needs your driving licence.',
  ),
};

export const PARTNER_PHOTO_NOT_AN_IMAGE = defineMessage(
  'deliveryPartners.photoNotAnImage',
  'Your photo must be a JPEG, PNG or WebP image, not a PDF.',
);

/** The documents missing from an application with this vehicle, with their messages. */
export function missingPartnerDocuments(
  vehicle: string,
  present: readonly string[],
): PartnerDocumentKind[] {
  return requiredPartnerDocuments(vehicle).filter((kind) => !present.includes(kind));
}

export const APPLICATION_RECEIVED =
  'Thank you! We have your application. Our team checks your documents within 2 days and sends the result by SMS to your phone.';
export const APPLICATION_PENDING_FOR_PHONE = defineMessage(
  'deliveryPartners.applicationPendingForPhone',
  'An application for this phone number is already being reviewed. We will send the result by SMS.',
);
export const ALREADY_A_PARTNER = defineMessage(
  'deliveryPartners.alreadyAPartner',
  'This phone number already belongs to a delivery partner.',
);

// ---------------------------------------------------------------------------------------------
// Reviewing

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const PARTNER_REJECT_REASONS = [
  'invalid_document',
  'unclear_document',
  'licence_missing',
  'outside_service_area',
  'aadhaar_not_masked',
  'other',
] as const;
export type PartnerRejectReason = (typeof PARTNER_REJECT_REASONS)[number];

export const PARTNER_REASON_LABELS: Record<PartnerRejectReason, string> = {
  invalid_document: 'Invalid document',
  unclear_document: 'Unclear document',
  licence_missing: 'Driving licence missing',
  outside_service_area: 'Outside our service area',
  aadhaar_not_masked: 'Aadhaar number not masked',
  other: 'Other',
};

export const APPLICATION_NOT_FOUND = defineMessage(
  'deliveryPartners.applicationNotFound',
  'Application not found.',
);
export const APPLICATION_NOT_PENDING = defineMessage(
  'deliveryPartners.applicationNotPending',
  'Only a pending application can be approved or rejected.',
);
export const APPLICATION_APPROVED = 'Application approved.';
export const APPLICATION_REJECTED = 'Application rejected.';

/** Applications per client address in PARTNER_APPLICATION_WINDOW_MINUTES. */
export const PARTNER_APPLICATION_LIMIT = 10;
export const PARTNER_APPLICATION_WINDOW_MINUTES = 60;
