// What several resources share: money, the text and request bounds our forms and API enforce,
// and the generic messages (network, server, not found, malformed requests). No zod here, so
// the site can import it without loading the rules.
import { type Message, defineMessage } from './catalogue.js';

// Money

/** Currency symbol shown before every price (admin-area.md section 9). */
export const CURRENCY_SYMBOL = '₹';
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
/** An admin's password: at least this many characters (admin:create, a password change). */
export const MIN_PASSWORD_LENGTH = 8;
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
/** A store hears back within this many days of submitting (public-site.md: "within 2 days"). */
export const STORE_RESPONSE_DAYS = REGISTRATION_RESPONSE_DAYS;
/** The inbox's promise: a first answer within 2 days of the first message (the specification's). */
export const INBOX_RESPONSE_DAYS = 2;

// Messages (word for word from the specifications; the API's own are listed in docs/decisions.md)

/** Shown when a call fails for a reason the app cannot name (no answer to word it by). */
export const UNEXPECTED_ERROR = defineMessage(
  'common.unexpectedError',
  'An unexpected error occurred. Please try again.',
);
export const NETWORK_ERROR = defineMessage(
  'common.networkError',
  'A network error occurred. Please try again.',
);
/** The message of the error the API client raises on a 401 to a call that needs a session. */
export const UNAUTHORIZED = 'Unauthorized';

/** A failed call that has no server message: "API error: 500". */
export function apiErrorMessage(status: number): string {
  return `API error: ${status}`;
}

export const PAGE_NOT_FOUND = 'Oops! Page not found';

export const EMAIL_INVALID = defineMessage(
  'common.emailInvalid',
  'Please enter a valid email address, like name@example.com.',
);
export const EMAIL_TOO_LONG = defineMessage(
  'common.emailTooLong',
  'Your email address must be at most {max} characters.',
  { max: MAX_EMAIL_LENGTH },
);
export const API_RATE_LIMITED = defineMessage(
  'common.rateLimited',
  'Too many requests. Please wait a moment and try again.',
);
export const API_VALIDATION_FAILED = defineMessage(
  'common.validationFailed',
  'Some fields are missing or invalid.',
);
/** A name or text with nothing a person can read: only zero-width characters, joiners, marks. */
export const TEXT_INVISIBLE_ONLY = defineMessage(
  'common.textInvisibleOnly',
  'This has only invisible characters. Please type it in letters or numbers.',
);
/** Text with half of a character (an unpaired surrogate: a cut emoji or symbol). */
export const TEXT_BROKEN_CHARACTER = defineMessage(
  'common.textBrokenCharacter',
  'This has a broken character (half of an emoji or symbol). Please type it again.',
);
export const INVALID_INPUT = defineMessage('common.invalidInput', 'Invalid input.');
export const API_NOT_FOUND = defineMessage('common.notFound', 'Not found.');
export const API_INTERNAL_ERROR = defineMessage(
  'common.internalError',
  'Something went wrong on our side. Please try again.',
);
export const DATABASE_UNAVAILABLE = defineMessage(
  'common.databaseUnavailable',
  'The database is not answering. Please try again shortly.',
);
export const CONFLICTING_CHANGE = defineMessage(
  'common.conflictingChange',
  'This conflicts with a change made at the same time. Please reload and try again.',
);

// The request itself: its form, its body, and what the contract's schema refuses in a value.
// A value's message is a phrase after the field's name ("price: must be at least 0.01.").

export const MULTIPART_REQUIRED = defineMessage(
  'request.multipartRequired',
  'Send this form as multipart/form-data.',
);
export const MULTIPART_MALFORMED = defineMessage(
  'request.multipartMalformed',
  'The form could not be read. Please send it again.',
);
/** A file field sent twice in one form: a phrase after the field's name. */
export const ONE_FILE_PER_FIELD = defineMessage(
  'request.oneFilePerField',
  'takes one file; several were sent.',
);
export const FORM_TOO_MANY_PARTS = defineMessage(
  'request.tooManyParts',
  'The form has too many parts.',
);
export const CONTENT_TYPE_NOT_ACCEPTED = defineMessage(
  'request.contentTypeNotAccepted',
  'This content type is not accepted here.',
);
export const BODY_TOO_LARGE = defineMessage(
  'request.bodyTooLarge',
  'The request body is too large.',
);
export const ADDRESS_NOT_VALID = defineMessage(
  'request.addressInvalid',
  'This address is not valid.',
);
export const BODY_REQUIRED = invalidFieldMessage(
  'body',
  defineMessage('request.bodyRequired', 'is required.'),
);
export const BODY_NOT_JSON = invalidFieldMessage(
  'body',
  defineMessage('request.bodyNotJson', 'is not valid JSON.'),
);
export const BODY_NOT_AN_OBJECT = invalidFieldMessage(
  'body',
  defineMessage('request.bodyNotAnObject', 'must be an object.'),
);
export const BODY_FORBIDDEN_FIELD_NAME = invalidFieldMessage(
  'body',
  defineMessage('request.forbiddenFieldName', 'has a forbidden field name.'),
);
export const BODY_TOO_DEEP = invalidFieldMessage(
  'body',
  defineMessage('request.bodyTooDeep', 'is nested too deeply (at most {max} levels).', {
    max: MAX_BODY_DEPTH,
  }),
);
export const CURSOR_INVALID = invalidFieldMessage(
  'cursor',
  defineMessage('request.cursorInvalid', 'is not valid. Start again from the first page.'),
);
export const CONTAINS_NUL = defineMessage(
  'request.containsNul',
  'must not contain a NUL character.',
);
export const NOT_A_UUID = defineMessage('request.notAUuid', 'must be a valid id (UUID).');
export const NOT_A_KNOWN_FIELD = defineMessage('request.unknownField', 'is not a known field.');

/** What the contract's schema refuses in a value, by the JSON Schema keyword that refused it. */
export const VALUE_MESSAGES = {
  required: defineMessage('request.required', 'is required.'),
  email: defineMessage('request.notAnEmail', 'must be a valid e-mail address.'),
  uri: defineMessage('request.notAUrl', 'must be an absolute URL.'),
  dateTime: defineMessage('request.notADateTime', 'must be a date and time.'),
  format: defineMessage('request.badFormat', 'must be a valid {format}.'),
  empty: defineMessage('request.empty', 'must not be empty.'),
  tooShort: defineMessage('request.tooShort', 'must be at least {min} characters.'),
  tooLong: defineMessage('request.tooLong', 'must be at most {max} characters.'),
  blank: defineMessage('request.blank', 'must not be blank.'),
  pattern: defineMessage('request.pattern', 'has an invalid format.'),
  minimum: defineMessage('request.minimum', 'must be at least {min}.'),
  maximum: defineMessage('request.maximum', 'must be at most {max}.'),
  type: defineMessage('request.type', 'must be of type {type}.'),
  oneOf: defineMessage('request.oneOf', 'must be one of: {values}.'),
  tooFewItems: defineMessage('request.tooFewItems', 'must list at least {min} items.'),
  tooManyItems: defineMessage('request.tooManyItems', 'must list at most {max} items.'),
  duplicateItems: defineMessage('request.duplicateItems', 'must not list the same id twice.'),
  invalid: defineMessage('request.invalid', 'is invalid.'),
} as const;

/**
 * A message about one field of a request: the field's path ("price", "address.pincode") with the
 * message. The API answers the field apart (`field`) and writes it before the text in `message`.
 */
export type FieldMessage<R extends string = string> = Message<R> & { readonly field: string };

export function invalidFieldMessage<R extends string>(
  field: string,
  message: Message<R>,
): FieldMessage<R> {
  return { ...message, field };
}

/** The API's `message` for a message, with the field it is about: "price: Price must be...". */
export function answerText(message: Message & { readonly field?: string | undefined }): string {
  return message.field ? `${message.field}: ${message.text}` : message.text;
}

/** The seed's words for a place outside Hyderabad (public-site.md section 5): the
 * store registration's pincode and the finder's location outside the city. */
export const COMING_SOON = defineMessage(
  'common.comingSoon',
  'We are coming soon in your location.',
);

/** Stores within this distance of a point are nearby (public-site.md: "a 2 km radius"). */
export const NEARBY_METERS = 2000;
