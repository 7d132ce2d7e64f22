// What several resources share: money, the text and request bounds our forms and API enforce,
// and the generic messages (network, server, not found, malformed requests). No zod here, so
// the site can import it without loading the rules.

// Money

/** Currency symbol shown before every price (admin-area.md section 9). */
export const CURRENCY_SYMBOL = '₹';
/** ISO 4217 code of the only currency: Indian rupees. */
export const CURRENCY_CODE = 'INR';
export const CURRENCY_NAME = 'Indian rupees';
/** Locale used to group digits in prices (₹1,00,000.00). */
export const PRICE_LOCALE = 'en-IN';
/** At most this many digits after the decimal point in a price. */
export const PRICE_DECIMALS = 2;

// Bounds our forms and API enforce where the specifications are silent

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
/** A registered store hears back within this many days (over a messaging app). */
export const REGISTRATION_RESPONSE_DAYS = 2;

/** A number grouped as the prices are (1,00,000), for messages that state a bound. */
export const grouped = (n: number): string => n.toLocaleString(PRICE_LOCALE);

// Messages (word for word from the specifications; the API's own are listed in docs/decisions.md)

export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
export const NETWORK_ERROR = 'A network error occurred. Please try again.';
/** Raised by the affiliate service on a 401 (the session is cleared first). */
export const UNAUTHORIZED = 'Unauthorized';

/** A failed call that has no server message: "API error: 500". */
export function apiErrorMessage(status: number): string {
  return `API error: ${status}`;
}

export const EMAIL_INVALID = 'Please enter a valid email address, like name@example.com.';
export const EMAIL_TOO_LONG = `Your email address must be at most ${MAX_EMAIL_LENGTH} characters.`;
export const PAGE_NOT_FOUND = 'Oops! Page not found';
export const API_RATE_LIMITED = 'Too many requests. Please wait a moment and try again.';
export const API_VALIDATION_FAILED = 'Some fields are missing or invalid.';
export const API_NOT_FOUND = 'Not found.';
export const API_INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';
export const MULTIPART_REQUIRED = 'Send this form as multipart/form-data.';
export const MULTIPART_MALFORMED = 'The form could not be read. Please send it again.';
export const DATABASE_UNAVAILABLE = 'The database is not answering. Please try again shortly.';
export const CONTENT_TYPE_NOT_ACCEPTED = 'This content type is not accepted here.';
export const BODY_TOO_LARGE = 'The request body is too large.';
export const ADDRESS_NOT_VALID = 'This address is not valid.';
export const CONTAINS_NUL = 'must not contain a NUL character.';
export const NOT_A_UUID = 'must be a valid id (UUID).';
export const NOT_A_KNOWN_FIELD = 'is not a known field.';
export const CURSOR_INVALID = invalidFieldMessage(
  'cursor',
  'is not valid. Start again from the first page.',
);
export const FORM_TOO_MANY_PARTS = 'The form has too many parts.';
export const CONFLICTING_CHANGE =
  'This conflicts with a change made at the same time. Please reload and try again.';
export const BODY_REQUIRED = invalidFieldMessage('body', 'is required.');
export const BODY_NOT_JSON = invalidFieldMessage('body', 'is not valid JSON.');
export const BODY_NOT_AN_OBJECT = invalidFieldMessage('body', 'must be an object.');
export const BODY_FORBIDDEN_FIELD_NAME = invalidFieldMessage('body', 'has a forbidden field name.');
export const BODY_TOO_DEEP = invalidFieldMessage(
  'body',
  `is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`,
);
export const INVALID_INPUT = 'Invalid input.';

/** A field the API rejected: "price: Price must be more than ₹0, with at most two decimals." */
export function invalidFieldMessage(field: string, message: string): string {
  return `${field}: ${message}`;
}

/**
 * The field an API message names, and its message for that field: the inverse of
 * invalidFieldMessage, for a form that shows the message next to one of `fields`. Null when the
 * message names none of them.
 */
export function fieldOfMessage<F extends string>(
  message: string,
  fields: readonly F[],
): { field: F; message: string } | null {
  const field = fields.find((name) => message.startsWith(`${name}: `));
  return field === undefined ? null : { field, message: message.slice(field.length + 2) };
}
