// Business facts the public site states (public-site.md section 9): the city, the radius, the
// hours, the policies' windows, the hero stats (the blog's categories are ./blog-categories.ts).
// Only the site shows them.

import { CURRENCY_SYMBOL, NEARBY_METERS } from '@kirana/domain/common';

/** The navigation bar turns white with a shadow once the page scrolls past this. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;
/** Stores within this radius are "nearby". */
export const NEARBY_RADIUS_KM = NEARBY_METERS / 1000;
/** The one city served. */
export const SERVICE_CITY = 'Hyderabad';
/** Store onboarding costs nothing. */
export const ONBOARDING_FEE_INR = 0;
/** Year the company was founded (About page). */
export const FOUNDED_YEAR = 2023;
/** Claimed sales increase in a store owner's testimonial. */
export const TESTIMONIAL_SALES_INCREASE_PERCENT = 30;
/** Number of placeholder store cards the store finder shows after a search. */
export const STORE_RESULT_PLACEHOLDER_COUNT = 4;

export interface BusinessHours {
  /** Days as shown: "Mon-Fri". */
  readonly days: string;
  /** Days of the week covered, 0 = Sunday ... 6 = Saturday. */
  readonly weekdays: readonly number[];
  /** Opening and closing time as "HH:MM" (24 h), or null when closed. */
  readonly opens: string | null;
  readonly closes: string | null;
  /** Hours as shown: "9:00-18:00" or "Closed". */
  readonly hours: string;
  /** The whole line as shown: "Mon-Fri: 9:00-18:00". */
  readonly label: string;
}

/** Business hours: Mon-Fri 9:00-18:00, Sat 10:00-16:00, Sun closed. */
export const BUSINESS_HOURS: readonly BusinessHours[] = [
  {
    days: 'Mon-Fri',
    weekdays: [1, 2, 3, 4, 5],
    opens: '09:00',
    closes: '18:00',
    hours: '9:00-18:00',
    label: 'Mon-Fri: 9:00-18:00',
  },
  {
    days: 'Sat',
    weekdays: [6],
    opens: '10:00',
    closes: '16:00',
    hours: '10:00-16:00',
    label: 'Sat: 10:00-16:00',
  },
  { days: 'Sun', weekdays: [0], opens: null, closes: null, hours: 'Closed', label: 'Sun: Closed' },
];

export interface HeroStat {
  /** The number claimed ("over" this value). */
  readonly value: number;
  /** The figure as shown: "10+". */
  readonly display: string;
  /** What it counts, as shown under the figure. */
  readonly label: string;
}

/** Hero stats: over 10 stores, over 50 customers, over 100K rupees monthly gross sales. */
export const HERO_STATS: readonly HeroStat[] = [
  { value: 10, display: '10+', label: 'Active Stores' },
  { value: 50, display: '50+', label: 'Happy Customers' },
  { value: 100_000, display: `${CURRENCY_SYMBOL}100K+`, label: 'Monthly Gross Sales' },
];

/** A range of days as stated in the policies, e.g. 3-5 days. */
export interface DayRange {
  readonly min: number;
  readonly max: number;
  /** As shown: "3-5 days". */
  readonly label: string;
}

/** Customer terms: delivery within 30 minutes during business hours. */
export const DELIVERY_PROMISE_MINUTES = 30;
/** Customer terms: returns within 24 hours in original packaging, perishables excepted. */
export const RETURN_WINDOW_HOURS = 24;
/** Customer terms: minimum age of a customer. */
export const MIN_CUSTOMER_AGE = 13;
/** Partner-side policies: minimum age of a partner. */
export const MIN_PARTNER_AGE = 18;
/** Partner-side policies: cancellations only within 3-5 days of ordering. */
export const CANCELLATION_WINDOW_DAYS: DayRange = { min: 3, max: 5, label: '3-5 days' };
/** Partner-side policies: refund or replacement claims within 3-5 days of receipt. */
export const REFUND_CLAIM_WINDOW_DAYS: DayRange = { min: 3, max: 5, label: '3-5 days' };
/** Partner-side policies: refunds are processed in 3-5 days. */
export const REFUND_PROCESSING_DAYS: DayRange = { min: 3, max: 5, label: '3-5 days' };
/** Partner-side policies: payment disputes reported within 7 working days. */
export const PAYMENT_DISPUTE_WORKING_DAYS = 7;
/** Partner-side policies: orders are handed over for shipping in 1-2 days. */
export const SHIPPING_HANDOVER_DAYS: DayRange = { min: 1, max: 2, label: '1-2 days' };

/** Policy pages' effective date, as shown, and as an ISO date for machines. */
export const POLICY_EFFECTIVE_DATE = '21-04-2025';
export const POLICY_EFFECTIVE_DATE_ISO = '2025-04-21';

/** Blog: six static posts with ids 1 to 6. */
export const BLOG_POST_COUNT = 6;
export const BLOG_POST_IDS = ['1', '2', '3', '4', '5', '6'] as const;
/** Rows of the contact form's message box. */
export const CONTACT_MESSAGE_ROWS = 5;

/** Contact page map: centre and zoom. */
export const MAP_CENTER = { lat: 17.3867, lng: 78.4957 } as const;
export const MAP_ZOOM = 16;
