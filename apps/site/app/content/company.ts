// Who we are and where to reach us: one place for the brand, contact details and outside links.
import { SERVICE_CITY } from './business';

export const BRAND = 'Kirana';
export const TAGLINE = 'Groceries from the neighbourhood stores you already trust';

const ADDRESS = {
  building: '3rd Floor, Sai Krupa Towers',
  street: 'Abids Road, Abids',
  city: SERVICE_CITY,
  region: 'Telangana',
  postalCode: '500001',
} as const;

export const CONTACT = {
  address: ADDRESS,
  addressLines: [
    ADDRESS.building,
    ADDRESS.street,
    `${ADDRESS.city}, ${ADDRESS.region} ${ADDRESS.postalCode}`,
  ],
  phone: '+91 40 4852 0120',
  phoneHref: 'tel:+914048520120',
  email: 'support@kirana.example',
  /** The messaging app new store partners hear back on. */
  messagingApp: 'WhatsApp',
} as const;

export interface ExternalLink {
  readonly label: string;
  readonly href: string;
}

/** App store listings of the two apps. */
export const APP_LINKS = {
  customer: {
    label: 'Get the Kirana customer app on Google Play',
    href: 'https://play.google.com/store/apps/details?id=in.kirana.customer',
  },
  partner: {
    label: 'Get the Kirana Partner app on Google Play',
    href: 'https://play.google.com/store/apps/details?id=in.kirana.partner',
  },
} as const satisfies Record<string, ExternalLink>;

/** Social profiles: an image-sharing site and a video site. */
export const SOCIAL_LINKS: readonly ExternalLink[] = [
  { label: 'Kirana on Instagram', href: 'https://www.instagram.com/kirana.hyderabad/' },
  { label: 'Kirana on YouTube', href: 'https://www.youtube.com/@kirana.hyderabad' },
];
