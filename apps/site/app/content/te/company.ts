// Telugu text of ../company.ts: the tagline, the address lines and the link labels; the
// brand, phone, e-mail, postcode and links stay in the English module.
import { type APP_LINKS, BRAND, CONTACT, type ExternalLink } from '../company';
import { SERVICE_CITY } from './business';

export const TAGLINE = 'మీరు ఎప్పటినుంచో నమ్ముకున్న మీ ఇంటి దగ్గరి దుకాణాల నుంచే సరుకులు';

/** CONTACT.addressLines in Telugu, line by line. */
export const ADDRESS_LINES: readonly string[] = [
  '3వ అంతస్తు, సాయి కృప టవర్స్',
  'అబిడ్స్ రోడ్, అబిడ్స్',
  `${SERVICE_CITY}, తెలంగాణ ${CONTACT.address.postalCode}`,
];

/** The labels of APP_LINKS, by the same keys. */
export const APP_LINK_LABELS: Readonly<Record<keyof typeof APP_LINKS, ExternalLink['label']>> = {
  customer: `${BRAND} కస్టమర్ యాప్‌ను Google Play లో పొందండి`,
  partner: `${BRAND} Partner యాప్‌ను Google Play లో పొందండి`,
};

/** The labels of SOCIAL_LINKS, in the same order. */
export const SOCIAL_LINK_LABELS: readonly ExternalLink['label'][] = [
  `Instagram లో ${BRAND}`,
  `YouTube లో ${BRAND}`,
];
