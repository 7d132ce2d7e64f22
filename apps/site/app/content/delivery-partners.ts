// The copy of the Deliver With Us page (public-site.md §1: what delivery partners do, the
// documents they apply with, and what happens after they apply).
import { SERVICE_CITY } from './business';
import { STORE_RESPONSE_DAYS } from '@kirana/domain/stores';
import { LICENCED_VEHICLES, VEHICLE_LABELS } from '@kirana/domain/delivery-partners';
import type { Step } from './journeys';

const LICENCED = LICENCED_VEHICLES.map((vehicle) => VEHICLE_LABELS[vehicle].toLowerCase()).join(
  ' or an ',
);

/** What a delivery partner does. */
export const PARTNER_DUTIES: readonly string[] = [
  `Pick up orders from neighbourhood stores in ${SERVICE_CITY} and bring them to customers' doors.`,
  'Collect the payment for the store when the customer pays on delivery.',
  'Deliver on foot, by bicycle, motorbike or electric scooter: the way that suits you.',
  'Work in the area you know, near the pincode you choose.',
];

/** The documents an application carries. */
export const PARTNER_DOCUMENTS: readonly string[] = [
  'A government ID: Aadhaar, PAN card, voter ID or passport.',
  'A proof of your address.',
  'A clear photo of yourself.',
  `A driving licence if you ride a ${LICENCED}.`,
];

/** From applying to delivering. */
export const PARTNER_STEPS: readonly Step[] = [
  {
    title: 'Apply',
    text: 'Fill in the form below with your details and a photo or scan of each document.',
  },
  {
    title: 'We check your documents',
    text: `Our team checks them within ${STORE_RESPONSE_DAYS} days and sends you the result by SMS.`,
  },
  {
    title: 'Start delivering',
    text: 'Once approved you get orders from stores near you. If a document was unclear or not valid, we tell you why and you can apply again.',
  },
];
