// The registration's steps as data: which fields each step holds, what a step sends when saved
// (its section of the registration), the step a field the API names belongs to, and where an
// owner coming back starts (the first step with something missing). No React.
import { SECTION_FIELDS, type OwnerLanguage } from '@kirana/domain/store-owners';
import { STORE_DOCUMENT_KINDS, type StoreDocumentKind } from '@kirana/domain/stores';
import type { OwnerRegistrationSection } from '@kirana/api-client/types';
import type { Pin } from '../../lib/pin';
import type { Registration } from './calls/view';
import { STEPS, type Step } from './steps';

export { STEPS, type Step };

/** The steps that save a section of the registration. */
export type SectionStep = Exclude<Step, 'documents' | 'review'>;

/** What the owner has typed and chosen, step by step. */
export interface FormValues {
  shopName: string;
  street: string;
  city: string;
  pincode: string;
  pin: Pin | null;
  ownerName: string;
  ownerEmail: string;
  language: OwnerLanguage;
  fssaiNumber: string;
  gstin: string;
  governmentIdType: string;
  /** The number as typed now; the saved one is only ever shown masked. */
  governmentIdNumber: string;
}

/** A field of the form: a value, or a document. `pin` stands for latitude and longitude. */
export type FormField = Exclude<keyof FormValues, never> | StoreDocumentKind;

/** The fields of each step, in the order they show (for focusing the first with an error). */
export const STEP_FIELDS: Record<Exclude<Step, 'review'>, readonly FormField[]> = {
  shop: ['shopName', 'street', 'city', 'pincode', 'pin'],
  owner: ['ownerName', 'ownerEmail', 'language'],
  licences: ['fssaiNumber', 'gstin', 'governmentIdType', 'governmentIdNumber'],
  documents: STORE_DOCUMENT_KINDS,
};

/** The form's field for a field the API names (latitude and longitude are the pin). */
export function formFieldOf(apiField: string | null): FormField | null {
  if (!apiField) return null;
  if (apiField === 'latitude' || apiField === 'longitude') return 'pin';
  const all = Object.values(STEP_FIELDS).flat();
  return all.includes(apiField as FormField) ? (apiField as FormField) : null;
}

export function stepOf(field: FormField): Exclude<Step, 'review'> {
  const step = (Object.keys(STEP_FIELDS) as Exclude<Step, 'review'>[]).find((name) =>
    STEP_FIELDS[name].includes(field),
  );
  return step ?? 'shop';
}

/** The steps that still miss something, by the registration's `missing` list. */
export function stepsMissing(registration: Registration): Set<Step> {
  const steps = new Set<Step>();
  for (const name of registration.missing) {
    const field = formFieldOf(name);
    if (field) steps.add(stepOf(field));
  }
  return steps;
}

/** Where an owner coming back starts: the first step with something missing, else review. */
export function firstStep(registration: Registration): Step {
  const missing = stepsMissing(registration);
  return STEPS.find((step) => missing.has(step)) ?? 'review';
}

/** The form's values from a saved registration (the ID's number is never read back). */
export function valuesOf(registration: Registration, language: OwnerLanguage): FormValues {
  const f = registration.fields;
  return {
    shopName: f.shopName ?? '',
    street: f.street ?? '',
    city: f.city ?? '',
    pincode: f.pincode ?? '',
    pin:
      f.latitude !== null && f.longitude !== null
        ? { latitude: f.latitude, longitude: f.longitude }
        : null,
    ownerName: f.ownerName ?? '',
    ownerEmail: f.ownerEmail ?? '',
    language: f.language ?? language,
    fssaiNumber: f.fssaiNumber ?? '',
    gstin: f.gstin ?? '',
    governmentIdType: f.governmentIdType ?? '',
    governmentIdNumber: '',
  };
}

/**
 * What a step sends when it is saved. The ID's number goes only when typed: a saved one is
 * kept (the API holds only its last four) unless the ID type changes, which needs it again.
 */
export function sectionOf(
  step: SectionStep,
  values: FormValues,
  registration: Registration,
): OwnerRegistrationSection {
  if (step === 'shop')
    return {
      shopName: values.shopName,
      street: values.street,
      city: values.city,
      pincode: values.pincode,
      ...(values.pin ? values.pin : {}),
    };
  if (step === 'owner')
    return {
      ownerName: values.ownerName,
      ownerEmail: values.ownerEmail,
      language: values.language,
    };
  const saved = registration.fields;
  const keepsNumber =
    values.governmentIdNumber.trim() === '' &&
    saved.governmentIdNumber !== null &&
    saved.governmentIdType === values.governmentIdType;
  return {
    fssaiNumber: values.fssaiNumber,
    gstin: values.gstin,
    governmentIdType: values.governmentIdType as OwnerRegistrationSection['governmentIdType'],
    ...(keepsNumber ? {} : { governmentIdNumber: values.governmentIdNumber }),
  };
}

/** The section's fields as the API names them (for checking only what a step sends). */
export const SECTION_OF_STEP: Record<SectionStep, readonly string[]> = SECTION_FIELDS;
