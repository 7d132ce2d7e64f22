// Hindi text of ../company.ts; only text: the tagline, the address lines and the link labels.
// Phone, e-mail, postcode and links stay in ../company.ts and are imported from there.
import { type APP_LINKS, BRAND, CONTACT, type ExternalLink } from '../company';
import { SERVICE_CITY } from './business';

export const TAGLINE = 'मोहल्ले की उन्हीं दुकानों से किराने का सामान, जिन पर आप पहले से भरोसा करते हैं';

/** A string for each item of the tuple T. */
type TextOf<T extends readonly unknown[]> = { readonly [K in keyof T]: string };

/** CONTACT.addressLines in Hindi, line by line; the postcode comes from ../company.ts. */
export const ADDRESS_LINES: TextOf<typeof CONTACT.addressLines> = [
  'तीसरी मंज़िल, साई कृपा टावर्स',
  'आबिड्स रोड, आबिड्स',
  `${SERVICE_CITY}, तेलंगाना ${CONTACT.address.postalCode}`,
];

/** Labels of APP_LINKS, by the same keys; the links stay in ../company.ts. */
export const APP_LINK_LABELS: Readonly<Record<keyof typeof APP_LINKS, ExternalLink['label']>> = {
  customer: `Google Play से ${BRAND} कस्टमर ऐप डाउनलोड करें`,
  partner: `Google Play से ${BRAND} Partner ऐप डाउनलोड करें`,
};

/** Labels of SOCIAL_LINKS, in the same order; the links stay in ../company.ts. */
export const SOCIAL_LINK_LABELS: readonly ExternalLink['label'][] = [
  `Instagram पर ${BRAND}`,
  `YouTube पर ${BRAND}`,
];
