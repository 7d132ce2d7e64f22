import { DELIVERY_PROMISE_MINUTES, TESTIMONIAL_SALES_INCREASE_PERCENT } from './business';

export type TestimonialRole = 'Customer' | 'Store Owner';

export interface Testimonial {
  readonly quote: string;
  readonly name: string;
  readonly role: TestimonialRole;
  /** Square avatar image, served from public/. */
  readonly avatar: string;
  /** Where they shop or what store they run, shown under the name. */
  readonly place: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: `I order from the same kirana my family has used for years, only now it reaches my door in under ${DELIVERY_PROMISE_MINUTES} minutes. The prices are the ones on the shelf.`,
    name: 'Sravani Reddy',
    role: 'Customer',
    avatar: '/images/avatars/sravani-reddy.svg',
    place: 'Kukatpally',
  },
  {
    quote:
      'Self-pickup is perfect on my way home from the office. I pay at the counter and the shopkeeper already has my bag packed.',
    name: 'Ravi Teja',
    role: 'Customer',
    avatar: '/images/avatars/ravi-teja.svg',
    place: 'Madhapur',
  },
  {
    quote:
      'My mother can see which stores near her are open and reorder her monthly list with one tap. That alone was worth it.',
    name: 'Fatima Begum',
    role: 'Customer',
    avatar: '/images/avatars/fatima-begum.svg',
    place: 'Mehdipatnam',
  },
  {
    quote: `Within three months of joining, my sales went up by ${TESTIMONIAL_SALES_INCREASE_PERCENT} percent. Families from the new apartments nearby now order from me instead of the big apps.`,
    name: 'Mohammed Irfan',
    role: 'Store Owner',
    avatar: '/images/avatars/mohammed-irfan.svg',
    place: 'Irfan General Stores, Tolichowki',
  },
  {
    quote:
      'Updating my stock from the phone takes minutes. When I am busy I ask for a delivery partner, and on quiet days my son delivers himself.',
    name: 'Padma Rao',
    role: 'Store Owner',
    avatar: '/images/avatars/padma-rao.svg',
    place: 'Sri Lakshmi Kirana, Ameerpet',
  },
  {
    quote:
      'Onboarding cost me nothing and the team called me back on WhatsApp the next day. The money comes straight to my account.',
    name: 'Anil Kumar Goud',
    role: 'Store Owner',
    avatar: '/images/avatars/anil-kumar-goud.svg',
    place: 'Goud Provisions, Uppal',
  },
];
