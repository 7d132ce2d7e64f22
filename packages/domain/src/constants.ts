// Business constants and limits of both specifications (admin-area.md and public-site.md,
// section 9), plus the bounds our forms and API enforce where the specifications are silent.
// Each value is written once here; messages and rules derive from these names.

// ---------------------------------------------------------------------------------------------
// Money

/** Currency symbol shown before every price (admin-area.md section 9). */
export const CURRENCY_SYMBOL = '₹';
/** ISO 4217 code of the only currency: Indian rupees. */
export const CURRENCY_CODE = 'INR';
export const CURRENCY_NAME = 'Indian rupees';
/** Locale used to group digits in prices (₹1,00,000.00). */
export const PRICE_LOCALE = 'en-IN';

// ---------------------------------------------------------------------------------------------
// Admin session (admin-area.md sections 4 and 9)

const MS_PER_HOUR = 60 * 60 * 1000;
const MS_PER_DAY = 24 * MS_PER_HOUR;

/** Session length with "Remember me" checked. */
export const REMEMBER_ME_SESSION_DAYS = 30;
export const REMEMBER_ME_SESSION_MS = REMEMBER_ME_SESSION_DAYS * MS_PER_DAY;
/** Session length without "Remember me". */
export const SHORT_SESSION_HOURS = 8;
export const SHORT_SESSION_MS = SHORT_SESSION_HOURS * MS_PER_HOUR;

/** Session length in milliseconds for the login's remember-me choice. */
export function sessionDurationMs(rememberMe: boolean): number {
  return rememberMe ? REMEMBER_ME_SESSION_MS : SHORT_SESSION_MS;
}

/** Browser storage keys of the admin session. */
export const ACCESS_TOKEN_STORAGE_KEY = 'accessToken';
export const TOKEN_EXPIRY_STORAGE_KEY = 'tokenExpiry';
export const ADMIN_DATA_STORAGE_KEY = 'adminData';
export const STORAGE_KEYS = {
  accessToken: ACCESS_TOKEN_STORAGE_KEY,
  tokenExpiry: TOKEN_EXPIRY_STORAGE_KEY,
  adminData: ADMIN_DATA_STORAGE_KEY,
} as const;

/** The only admin role shown. */
export const ADMIN_ROLE = 'Admin';

// ---------------------------------------------------------------------------------------------
// Images and the affiliate wizard (admin-area.md sections 2, 5 and 9)

/** Largest image accepted, in megabytes as shown to the user ("Max 5MB"). */
export const MAX_AFFILIATE_IMAGE_MB = 5;
/** Largest image accepted, in bytes (inclusive): 5 MiB. Used for every uploaded image. */
export const MAX_AFFILIATE_IMAGE_BYTES = MAX_AFFILIATE_IMAGE_MB * 1024 * 1024;
/** Image types a user may choose (JPEG, PNG, GIF, WebP), by MIME type. */
export const ALLOWED_IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;
export type AllowedImageMimeType = (typeof ALLOWED_IMAGE_MIME_TYPES)[number];
/** The `accept` attribute of image file inputs. */
export const IMAGE_INPUT_ACCEPT = ALLOWED_IMAGE_MIME_TYPES.join(',');
/** Non-JPEG images are converted to JPEG at this quality before upload. */
export const JPEG_QUALITY = 0.9;
/** Content type of the uploaded (converted) affiliate image. */
export const UPLOAD_CONTENT_TYPE = 'image/jpeg';
/** File extension of the converted image. */
export const JPEG_EXTENSION = '.jpg';

/** Pause after a successful upload before the wizard moves to step 2. */
export const UPLOAD_SUCCESS_DELAY_MS = 1000;
/** Pause after an affiliate product is created before redirecting to the dashboard. */
export const AFFILIATE_CREATED_REDIRECT_DELAY_MS = 2000;

/** Navigation state value that opens the dashboard on the affiliate products view. */
export const AFFILIATES_DASHBOARD_VIEW = 'affiliatesDashboard';

// ---------------------------------------------------------------------------------------------
// Products and forms (admin-area.md section 9)

/** Price input minimum and step, in rupees. */
export const PRICE_MIN = 0.01;
export const PRICE_STEP = 0.01;
/** At most this many digits after the decimal point in a price. */
export const PRICE_DECIMALS = 2;
/** Highest price accepted, in rupees. */
export const PRICE_MAX = 1_000_000;
/** Quantity input minimum and step: quantities are whole numbers. */
export const QUANTITY_MIN = 1;
export const QUANTITY_STEP = 1;
/** Highest quantity accepted. */
export const QUANTITY_MAX = 100_000;

/** Form defaults: a new product's quantity and price, and a new affiliate product's active flag. */
export const DEFAULT_QUANTITY = 1;
export const DEFAULT_PRICE = 0;
export const DEFAULT_IS_ACTIVE = true;
export const DEFAULT_IS_PACKET = false;

/** Text bounds (after trimming). */
export const MAX_NAME_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 1000;
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_URL_LENGTH = 2048;
export const MAX_PHONE_LENGTH = 20;
/** Longest id (branch, category, product) accepted in a form or a body. */
export const MAX_ID_LENGTH = 100;
/** Most ids accepted in one import, remove or delete request. */
export const MAX_IDS_PER_REQUEST = 500;
/** Deepest nesting of objects and arrays accepted in a request body (no form needs more). */
export const MAX_BODY_DEPTH = 16;
/** Longest search text of a list, and longest pincode the store finder takes. */
export const MAX_SEARCH_LENGTH = 100;
export const MAX_PINCODE_QUERY_LENGTH = 20;
/** Most items of one page of a list. */
export const MAX_PAGE_SIZE = 100;
/** Longest cursor a paged list takes back. */
export const MAX_CURSOR_LENGTH = 200;
/** Longest value of a signed link's expires or signature parameter. */
export const MAX_SIGNED_PARAM_LENGTH = 200;
/** Longest street, and longest city, state or country, of a store's address. */
export const MAX_STREET_LENGTH = 200;
export const MAX_PLACE_LENGTH = 100;

/** Grid columns at each width breakpoint. */
export const CATEGORY_GRID_COLUMNS = { base: 2, sm: 3, md: 4, lg: 5 } as const;
export const PRODUCT_GRID_COLUMNS = { base: 1, sm: 2, md: 3, lg: 4 } as const;
/** Minimum viewport width, in CSS pixels, of each breakpoint of the grids. */
export const BREAKPOINTS_PX = { sm: 640, md: 768, lg: 1024 } as const;

// ---------------------------------------------------------------------------------------------
// Branches (admin-area.md sections 3 and 4)

/** Branch statuses; any other stored value is treated as rejected. */
export const BRANCH_STATUSES = ['approved', 'pending', 'rejected', 'suspended'] as const;
export type BranchStatus = (typeof BRANCH_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// Public site (public-site.md section 9)

/** The navigation bar turns white with a shadow once the page scrolls past this. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;
/** Stores within this radius are "nearby". */
export const NEARBY_RADIUS_KM = 2;
/** The one city served. */
export const SERVICE_CITY = 'Hyderabad';
/** Store onboarding costs nothing. */
export const ONBOARDING_FEE_INR = 0;
/** A registered store hears back within this many days (over a messaging app). */
export const REGISTRATION_RESPONSE_DAYS = 2;
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
/** The category filter's "everything" choice. */
export const ALL_BLOG_CATEGORIES = 'All Categories';
/** The six blog categories, in the order of the category dropdown. */
export const BLOG_CATEGORIES = [
  ALL_BLOG_CATEGORIES,
  'Digital Transformation',
  'Community',
  'Industry Trends',
  'Success Stories',
  'Business Strategy',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Subjects of the contact form, in the order of its dropdown. */
export const CONTACT_SUBJECTS = [
  'Customer Support',
  'Store Partnership',
  'Feedback',
  'Other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
/** Rows of the contact form's message box. */
export const CONTACT_MESSAGE_ROWS = 5;

/** Contact page map: centre and zoom. */
export const MAP_CENTER = { lat: 17.3867, lng: 78.4957 } as const;
export const MAP_ZOOM = 16;
