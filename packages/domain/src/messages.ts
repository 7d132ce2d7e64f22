// Every user-facing message of both specifications, word for word, grouped by screen.
// Messages with a placeholder are functions. Where a specification gives no wording (field
// errors, API errors) the text is ours and listed in docs/decisions.md.

import {
  CONTACT_SUBJECTS,
  MAX_AFFILIATE_IMAGE_MB,
  MAX_DESCRIPTION_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_URL_LENGTH,
  MAX_ID_LENGTH,
  MAX_IDS_PER_REQUEST,
  MAX_BODY_DEPTH,
  PRICE_LOCALE,
  PRICE_MAX,
  QUANTITY_MAX,
  CURRENCY_SYMBOL,
  REMEMBER_ME_SESSION_DAYS,
} from './constants.js';

const grouped = (n: number): string => n.toLocaleString(PRICE_LOCALE);

// ---------------------------------------------------------------------------------------------
// Shared

export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
export const UNEXPECTED_ERROR_TRY_LATER = 'An unexpected error occurred. Please try again later.';
export const UNKNOWN_ERROR = 'An unknown error occurred.';
export const NETWORK_ERROR = 'A network error occurred. Please try again.';
/** Raised by the affiliate service on a 401 (the session is cleared first). */
export const UNAUTHORIZED = 'Unauthorized';
export const ADMIN_TOKEN_NOT_FOUND = 'Admin authentication token not found.';
export const ADMIN_TOKEN_NOT_FOUND_LOG_IN_AGAIN =
  'Admin authentication token not found. Please log in again.';
export const AUTHENTICATION_EXPIRED = 'Authentication expired. Please log in again.';
export const LOADING_PRODUCTS = 'Loading products...';
export const LOADING_CATEGORIES = 'Loading categories...';
/** Busy labels of the create, save and import buttons. */
export const CREATING = 'Creating...';
export const SAVING = 'Saving...';
export const IMPORTING = 'Importing...';

/** A failed call that has no server message: "API error: 500". */
export function apiErrorMessage(status: number): string {
  return `API error: ${status}`;
}

/** A list that failed to load: "Error: {message}". */
export function fetchErrorMessage(message: string): string {
  return `Error: ${message}`;
}

// ---------------------------------------------------------------------------------------------
// Admin login

export const LOGIN_FAILED = 'Login failed. Please check your credentials.';
export const REMEMBER_ME_LABEL = `Remember me for ${REMEMBER_ME_SESSION_DAYS} days`;
export const EMAIL_REQUIRED = 'Please enter your email address.';
export const EMAIL_INVALID = 'Please enter a valid email address, like name@example.com.';
export const EMAIL_TOO_LONG = `Your email address must be at most ${MAX_EMAIL_LENGTH} characters.`;
export const PASSWORD_REQUIRED = 'Please enter your password.';
export const PASSWORD_TOO_LONG = `Your password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
export const REMEMBER_ME_INVALID = 'Remember me must be true or false.';

// ---------------------------------------------------------------------------------------------
// Dashboard

export const ADMIN_DATA_LOAD_FAILED = 'Failed to load admin data. Please try logging in again.';
export const STATS_LOAD_FAILED = 'Could not load stats.';

// ---------------------------------------------------------------------------------------------
// Branch lookup, approve and reject

export const BRANCH_ID_REQUIRED = 'Please enter a Branch ID.';
export const BRANCH_ID_TOO_LONG = `A Branch ID is at most ${MAX_ID_LENGTH} characters.`;
export const BRANCH_VERIFY_FAILED = 'Failed to verify branch. Please check the ID and try again.';
export const BRANCH_APPROVED = 'Branch has been successfully approved.';
export const BRANCH_REJECTED = 'Branch has been successfully rejected.';

// ---------------------------------------------------------------------------------------------
// Affiliate products: lists, edit and deactivate

export const AFFILIATE_PRODUCTS_LOAD_FAILED = 'Failed to load affiliate products.';
export const AFFILIATE_DEACTIVATE_FAILED = 'Failed to deactivate product. Please try again.';
/** Edit failure fallback (affiliate edit and inventory product edit alike). */
export const PRODUCT_UPDATE_FAILED = 'Failed to update product.';
export const NO_ACTIVE_AFFILIATE_PRODUCTS = 'No active affiliate products found.';
export const NO_INACTIVE_AFFILIATE_PRODUCTS = 'No inactive affiliate products found.';
export const CONFIRM_DEACTIVATE_AFFILIATE_PRODUCT =
  'Are you sure you want to deactivate this product? It will move to the inactive list.';
export const AFFILIATE_NAME_REQUIRED = 'Please enter a product name.';
export const AFFILIATE_NAME_TOO_LONG = `Product name must be at most ${MAX_NAME_LENGTH} characters.`;
export const AFFILIATE_LINK_REQUIRED = 'Please enter the affiliate link.';
export const AFFILIATE_LINK_INVALID =
  'Please enter a valid link starting with http:// or https://.';
export const AFFILIATE_LINK_TOO_LONG = `The link must be at most ${MAX_URL_LENGTH} characters.`;
export const IMAGE_URL_REQUIRED = 'Please upload a product image first.';
export const IMAGE_URL_INVALID = 'The image address must be an http:// or https:// URL.';
export const ACTIVE_FLAG_INVALID = 'Active must be true or false.';

// ---------------------------------------------------------------------------------------------
// Affiliate wizard (/create-affiliate-product)

export const UPLOAD_STEP_TITLE = 'Upload Product Image';
export const DETAILS_STEP_TITLE = 'Create New Affiliate Product';
export const MAX_IMAGE_SIZE_LABEL = `Maximum ${MAX_AFFILIATE_IMAGE_MB}MB`;
/** Hint of the image field of a new category or product. */
export const IMAGE_FIELD_HINT = `JPEG, PNG, GIF or WebP, up to ${MAX_AFFILIATE_IMAGE_MB}MB`;
export const ACTIVE_PRODUCT_LABEL = 'Active Product';
export const BACK_TO_AFFILIATE_DASHBOARD = 'Back to Affiliate Dashboard';
export const IMAGE_FILE_REQUIRED = 'Please select a file to upload';
export const IMAGE_FILE_TYPE_INVALID = 'Please select a valid image file (JPEG, PNG, GIF, WebP)';
export const IMAGE_FILE_TOO_LARGE = `File size exceeds ${MAX_AFFILIATE_IMAGE_MB}MB limit`;
export const IMAGE_CONVERSION_FAILED = 'Image conversion failed. Please try a different image.';
export const FILE_READ_FAILED = 'Failed to read file';
export const CANVAS_NOT_SUPPORTED = 'Canvas not supported';
export const JPEG_CONVERSION_FAILED = 'JPEG conversion failed';
export const UPLOAD_NETWORK_ERROR = 'Network error during upload';
export const IMAGE_UPLOADED = 'Image uploaded successfully!';
export const MISSING_UPLOAD_DATA = 'Missing upload data. Please start over.';
export const MISSING_UPLOAD_INFORMATION = 'Missing upload information. Please try again.';
export const AFFILIATE_CREATE_FAILED = 'Failed to create product. Please try again.';
export const PRODUCT_CREATED = 'Product Created Successfully!';
export const REDIRECTING_TO_AFFILIATE_DASHBOARD = 'Redirecting to affiliate dashboard...';

/** "Failed to upload image: {message}". */
export function uploadFailedMessage(message: string): string {
  return `Failed to upload image: ${message}`;
}

/** The upload's own failure: "Upload failed with status: 403 - Forbidden". */
export function uploadStatusMessage(status: number, statusText: string): string {
  return `Upload failed with status: ${status} - ${statusText}`;
}

// ---------------------------------------------------------------------------------------------
// Inventory: categories

export const DEFAULT_CATEGORIES_TAB = 'Default Categories';
export const CUSTOM_CATEGORIES_TAB = 'Custom Categories';
export const NO_DEFAULT_CATEGORIES = 'No default categories found.';
export const NO_CUSTOM_CATEGORIES = 'No custom categories created yet.';
export const ALL_DEFAULT_CATEGORIES_IMPORTED = 'All default categories have already been imported.';
export const REMOVE_CATEGORY_LABEL = 'Remove category';
export const DELETE_CUSTOM_CATEGORY_LABEL = 'Delete custom category';
export const CONFIRM_REMOVE_CATEGORY = 'Are you sure you want to remove this category?';
export const CONFIRM_DELETE_CUSTOM_CATEGORY =
  'Are you sure you want to delete this custom category?';
export const CATEGORY_NOT_EMPTY =
  'This category cannot be removed because it contains products. Please empty the category first.';
export const FETCH_CATEGORIES_FAILED = 'Failed to fetch categories.';
export const CREATE_CATEGORY_FAILED = 'Failed to create category.';
export const REMOVE_CATEGORY_FAILED = 'Failed to remove category.';
export const DELETE_CUSTOM_CATEGORY_FAILED = 'Failed to delete custom category.';
export const IMPORT_CATEGORIES_FAILED = 'Failed to import categories.';
/** Create Custom Category dialog: a missing name or image. */
export const CATEGORY_NAME_AND_IMAGE_REQUIRED = 'Name and image are required.';
export const CATEGORY_NAME_TOO_LONG = `Category name must be at most ${MAX_NAME_LENGTH} characters.`;
export const SELECT_CATEGORIES_TO_IMPORT = 'Please select at least one category to import.';

/** Label of the import-categories button with the selected count. */
export function importCategoriesButtonLabel(count: number): string {
  return `Import ${count} ${count === 1 ? 'Category' : 'Categories'}`;
}

// Catalogue service fallbacks (no full stop, as in the specification).
export const SERVICE_CREATE_CUSTOM_CATEGORY_FAILED = 'Failed to create custom category';
export const SERVICE_FETCH_BRANCH_CATEGORIES_FAILED = 'Failed to fetch branch categories';
export const SERVICE_IMPORT_DEFAULT_CATEGORIES_FAILED = 'Failed to import default categories';
export const SERVICE_IMPORT_PRODUCTS_FAILED = 'Failed to import products';

// ---------------------------------------------------------------------------------------------
// Inventory: products

export const DEFAULT_PRODUCTS_TAB = 'Default Products';
export const CUSTOM_PRODUCTS_TAB = 'Custom Products';
export const NO_DEFAULT_PRODUCTS_IN_CATEGORY =
  'No default products in this category. Use the button above to import them.';
export const NO_CUSTOM_PRODUCTS =
  'No custom products created yet. Use the button above to create one.';
export const NO_NEW_DEFAULT_PRODUCTS = 'No new default products available to import.';
export const IS_PACKET_LABEL = 'Is this a packet?';
export const CONFIRM_REMOVE_IMPORTED_PRODUCT =
  'Are you sure you want to remove this imported product?';
export const CONFIRM_DELETE_CUSTOM_PRODUCT =
  'Are you sure you want to permanently delete this custom product? This action cannot be undone.';
export const FETCH_PRODUCTS_FAILED = 'Failed to fetch products.';
export const CREATE_PRODUCT_FAILED = 'Failed to create product.';
export const FETCH_DEFAULT_PRODUCTS_FAILED = 'Failed to fetch default products.';
export const IMPORT_PRODUCTS_FAILED = 'Failed to import products.';
export const SELECT_PRODUCTS_TO_IMPORT = 'Please select at least one product to import.';
/** Create Custom Product dialog: the one message for every invalid field. */
export const CUSTOM_PRODUCT_INVALID =
  'All fields are required and must have valid values. Please also upload an image.';
export const BRANCH_OR_CATEGORY_ID_MISSING =
  'Branch or Category ID is missing. Cannot create product.';

// Field-level product messages (shown next to fields and returned by the API).
export const PRODUCT_NAME_REQUIRED = 'Please enter a product name.';
export const PRODUCT_NAME_TOO_LONG = `Product name must be at most ${MAX_NAME_LENGTH} characters.`;
export const PRODUCT_DESCRIPTION_REQUIRED = 'Please enter a description.';
export const PRODUCT_DESCRIPTION_TOO_LONG = `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters.`;
export const PRICE_INVALID = `Price must be more than ${CURRENCY_SYMBOL}0, with at most two decimals.`;
export const PRICE_TOO_HIGH = `Price must be at most ${CURRENCY_SYMBOL}${grouped(PRICE_MAX)}.`;
export const QUANTITY_INVALID = 'Quantity must be a whole number of at least 1.';
export const QUANTITY_TOO_HIGH = `Quantity must be at most ${grouped(QUANTITY_MAX)}.`;
export const UNIT_REQUIRED = 'Please choose a unit: kg, g, L, ml or pc.';
export const UNIT_NOT_ALLOWED_LOOSE = 'A product that is not a packet is sold in kg or L only.';
export const IS_PACKET_INVALID = 'Is packet must be true or false.';
export const PRODUCT_IMAGE_REQUIRED = 'Please upload a product image.';
export const ID_REQUIRED = 'An id is required.';
export const ID_TOO_LONG = `An id is at most ${MAX_ID_LENGTH} characters.`;
export const TOO_MANY_IDS = `At most ${MAX_IDS_PER_REQUEST} items can be changed at once.`;
export const SELECT_ITEMS = 'Please select at least one item.';

/** Label of the import-products button: "Import 3 Product(s)". */
export function importProductsButtonLabel(count: number): string {
  return `Import ${count} Product(s)`;
}

/** Alert after a failed removal of an imported product. */
export function removeProductFailedMessage(message: string): string {
  return `Failed to remove product: ${message}`;
}

/** Alert after a failed deletion of a custom product. */
export function deleteProductFailedMessage(message: string): string {
  return `Failed to delete product: ${message}`;
}

// ---------------------------------------------------------------------------------------------
// Public site

export const CONTACT_THANK_YOU = 'Thank you for your message. We will get back to you soon!';
export const COMING_SOON_IN_YOUR_LOCATION = 'We are coming soon in your location';
export const PAGE_NOT_FOUND = 'Oops! Page not found';
export const NO_RESULTS_FOUND = 'No Results Found';

// Contact form field errors, shown next to each field.
export const CONTACT_NAME_REQUIRED = 'Please tell us your name.';
export const CONTACT_NAME_TOO_LONG = `Please keep your name to ${MAX_NAME_LENGTH} characters or fewer.`;
export const CONTACT_EMAIL_REQUIRED = 'Please enter your email address so we can reply.';
export const CONTACT_EMAIL_INVALID = EMAIL_INVALID;
export const CONTACT_EMAIL_TOO_LONG = EMAIL_TOO_LONG;
export const CONTACT_PHONE_INVALID =
  'Please enter a valid phone number (digits, spaces, + or -), or leave it empty.';
export const CONTACT_SUBJECT_REQUIRED = `Please choose a subject: ${CONTACT_SUBJECTS.join(', ')}.`;
export const CONTACT_MESSAGE_REQUIRED = 'Please write your message.';
export const CONTACT_MESSAGE_TOO_LONG = `Please keep your message to ${grouped(MAX_MESSAGE_LENGTH)} characters or fewer.`;

// ---------------------------------------------------------------------------------------------
// API (the `message` of error and success answers; the apps show it as the server message)

export const API_LOGIN_SUCCESS = 'Login successful.';
export const API_LOGOUT_SUCCESS = 'You have been logged out.';
export const API_INVALID_CREDENTIALS = 'Invalid email or password.';
export const API_AUTHENTICATION_REQUIRED = 'Authentication required. Please log in.';
export const API_TOKEN_INVALID = 'Your session is not valid. Please log in again.';
export const API_TOKEN_EXPIRED = 'Your session has expired. Please log in again.';
export const API_FORBIDDEN = 'You are not allowed to do this.';
export const API_RATE_LIMITED = 'Too many requests. Please wait a moment and try again.';
export const API_VALIDATION_FAILED = 'Some fields are missing or invalid.';
export const API_NOT_FOUND = 'Not found.';
export const API_INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';
export const API_PAYLOAD_TOO_LARGE = IMAGE_FILE_TOO_LARGE;
export const API_UNSUPPORTED_MEDIA_TYPE = IMAGE_FILE_TYPE_INVALID;
export const BRANCH_NOT_FOUND = 'Branch not found.';
export const BRANCH_NOT_PENDING = 'Only a pending branch can be approved or rejected.';
export const BRANCH_LOGIN_SUCCESS = 'Branch verified.';
export const CATEGORY_NOT_FOUND = 'Category not found.';
export const DEFAULT_CATEGORY_NOT_FOUND = 'Default category not found.';
export const PRODUCT_NOT_FOUND = 'Product not found.';
export const AFFILIATE_PRODUCT_NOT_FOUND = 'Affiliate product not found.';
export const AFFILIATE_PRODUCT_DEACTIVATED = 'Product deactivated.';
export const IMAGE_NOT_UPLOADED = 'The image was not uploaded. Please upload it again.';
export const CATEGORY_CREATED = 'Category created.';
export const CATEGORIES_IMPORTED = 'Categories imported.';
export const CATEGORIES_REMOVED = 'Categories removed.';
export const CATEGORIES_DELETED = 'Categories deleted.';
export const PRODUCT_UPDATED = 'Product updated.';
export const PRODUCTS_IMPORTED = 'Products imported.';
export const PRODUCTS_REMOVED = 'Products removed.';
export const PRODUCTS_DELETED = 'Products deleted.';
// API answers with no wording in the specifications: ours (docs/decisions.md).
export const IMAGE_URL_NOT_ISSUED = invalidFieldMessage(
  'imageUrl',
  'This image address was not issued by this server. Please upload the image again.',
);
export const IMAGE_ALREADY_USED = invalidFieldMessage(
  'imageUrl',
  'This image is already used by another product. Please upload a new image.',
);
export const AFFILIATE_PRODUCT_CREATED = 'Affiliate product created.';
export const MULTIPART_REQUIRED = 'Send this form as multipart/form-data.';
export const MULTIPART_MALFORMED = 'The form could not be read. Please send it again.';
export const UPLOAD_LINK_INVALID = 'This upload link is not valid. Please start the upload again.';
export const UPLOAD_LINK_EXPIRED = 'This upload link has expired. Please start the upload again.';
export const UPLOAD_ALREADY_DONE = 'This image was already uploaded. Please start a new upload.';
export const IMAGE_NOT_FOUND = 'Image not found.';
export const IMAGE_UPLOADED_MESSAGE = 'Image uploaded.';
export const ONLY_IMPORTED_CATEGORIES = invalidFieldMessage(
  'categoryIds',
  'Only imported categories can be removed here. Delete custom categories instead.',
);
export const ONLY_CUSTOM_CATEGORIES = invalidFieldMessage(
  'categoryIds',
  'Only custom categories can be deleted here. Remove imported categories instead.',
);
export const ONLY_IMPORTED_PRODUCTS = invalidFieldMessage(
  'productIds',
  'Only imported products can be removed here. Delete custom products instead.',
);
export const ONLY_CUSTOM_PRODUCTS = invalidFieldMessage(
  'productIds',
  'Only custom products can be deleted here. Remove imported products instead.',
);
export const IMPORT_NEEDS_IMPORTED_CATEGORY = invalidFieldMessage(
  'categoryId',
  'Default products can only be imported into an imported category.',
);
export const NOT_IN_DEFAULT_CATEGORY = invalidFieldMessage(
  'productIds',
  'Some products are not default products of this category.',
);
export const BRANCH_ID_MISMATCH = invalidFieldMessage(
  'branchId',
  'The form is for another branch than the address.',
);
export const API_PRODUCT_CREATED = 'Product created.';
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
