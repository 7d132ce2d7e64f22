// A delivery partner's application as its form shows it before anyone types: the vehicles and
// which need a licence, the documents and their form fields, the pincodes partners deliver in
// (`@kirana/domain/delivery-partner-fields`, also re-exported by `delivery-partners`). Its own
// module so that the site's form draws without the applicants' messages, which its checks load
// on first use.

export const VEHICLES = ['bicycle', 'motorbike', 'electric_scooter', 'on_foot'] as const;
export type Vehicle = (typeof VEHICLES)[number];

export const VEHICLE_LABELS: Record<Vehicle, string> = {
  bicycle: 'Bicycle',
  motorbike: 'Motorbike',
  electric_scooter: 'Electric scooter',
  on_foot: 'On foot',
};

/** Vehicles that need a driving licence on the road. */
export const LICENCED_VEHICLES: readonly Vehicle[] = ['motorbike', 'electric_scooter'];

export function needsLicence(vehicle: string): boolean {
  return (LICENCED_VEHICLES as readonly string[]).includes(vehicle);
}

export const PARTNER_DOCUMENT_KINDS = [
  'government_id',
  'address_proof',
  'photo',
  'driving_licence',
] as const;
export type PartnerDocumentKind = (typeof PARTNER_DOCUMENT_KINDS)[number];

export const PARTNER_DOCUMENT_LABELS: Record<PartnerDocumentKind, string> = {
  government_id: 'Government ID',
  address_proof: 'Address proof',
  photo: 'Photo of the applicant',
  driving_licence: 'Driving licence',
};

/** The multipart field of each document in the application form. */
export const PARTNER_DOCUMENT_FIELDS: Record<PartnerDocumentKind, string> = {
  government_id: 'governmentId',
  address_proof: 'addressProof',
  photo: 'photo',
  driving_licence: 'drivingLicence',
};

/** The documents an application with this vehicle must carry. */
export function requiredPartnerDocuments(vehicle: string): PartnerDocumentKind[] {
  return PARTNER_DOCUMENT_KINDS.filter(
    (kind) => kind !== 'driving_licence' || needsLicence(vehicle),
  );
}

export const PINCODE_LENGTH = 6;

/** Pincodes of Hyderabad and Secunderabad, where partners deliver. */
export const HYDERABAD_PINCODE_RANGE = { first: 500001, last: 500110 } as const;

export function isHyderabadPincode(value: string): boolean {
  if (value.length !== PINCODE_LENGTH || !/^\d+$/.test(value)) return false;
  const n = Number(value);
  return n >= HYDERABAD_PINCODE_RANGE.first && n <= HYDERABAD_PINCODE_RANGE.last;
}
