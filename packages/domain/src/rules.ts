// Validation rules of both specifications (section 5), each written once: zod schemas that the
// API applies to bodies, and `validateX(values)` helpers that the forms call. Every helper
// answers the same shape, a ValidationResult: `{ ok: true, value }` with the cleaned value
// (trimmed text, numbers parsed), or `{ ok: false, errors, message }` with one message per
// invalid field and the message to show for the whole form.

// First, so zod never compiles code (the apps' CSP forbids it): see ./jitless.ts.
import './jitless.js';
import { z } from 'zod';
import {
  ALLOWED_IMAGE_MIME_TYPES,
  BRANCH_STATUSES,
  CONTACT_SUBJECTS,
  DEFAULT_IS_ACTIVE,
  MAX_AFFILIATE_IMAGE_BYTES,
  MAX_DESCRIPTION_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_ID_LENGTH,
  MAX_IDS_PER_REQUEST,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_PHONE_LENGTH,
  MAX_URL_LENGTH,
  PRICE_DECIMALS,
  PRICE_MAX,
  PRICE_MIN,
  QUANTITY_MAX,
  QUANTITY_MIN,
  sessionDurationMs,
  type BranchStatus,
} from './constants.js';
import * as m from './messages.js';
import { UNITS, isUnitAllowed } from './units.js';

// ---------------------------------------------------------------------------------------------
// The result shape every validateX helper answers

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type ValidationResult<T, F extends string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: FieldErrors<F>; readonly message: string };

/**
 * One message per field from a zod error: the first issue of each top-level field wins. Issues
 * on the object itself are keyed `form`. The API uses this to say which field is wrong.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The message of the first issue, for answers that carry one message. */
export function firstErrorMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? m.API_VALIDATION_FAILED;
}

function toResult<T, F extends string>(
  result: z.ZodSafeParseResult<T>,
  formMessage?: string,
): ValidationResult<T, F> {
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    errors: fieldErrors(result.error) as FieldErrors<F>,
    message: formMessage ?? firstErrorMessage(result.error),
  };
}

// ---------------------------------------------------------------------------------------------
// Building blocks

/** Text that must be non-blank after trimming and at most `max` characters; answers it trimmed. */
export function requiredText(requiredMessage: string, max: number, tooLongMessage: string) {
  return z.string(requiredMessage).trim().min(1, requiredMessage).max(max, tooLongMessage);
}

/** An id (branch, category, product): non-blank after trimming, bounded. */
export const idSchema = requiredText(m.ID_REQUIRED, MAX_ID_LENGTH, m.ID_TOO_LONG);

/** A non-empty list of ids, duplicates dropped, at most MAX_IDS_PER_REQUEST. */
export function idListSchema(emptyMessage: string) {
  return z
    .array(idSchema, emptyMessage)
    .min(1, emptyMessage)
    .max(MAX_IDS_PER_REQUEST, m.TOO_MANY_IDS)
    .transform((ids) => [...new Set(ids)]);
}

/** An e-mail address: trimmed (and lower-cased if asked), well formed, bounded. */
export function emailSchema(requiredMessage: string, { lowerCase = false } = {}) {
  const text = z.string(requiredMessage).trim();
  return (lowerCase ? text.toLowerCase() : text)
    .min(1, requiredMessage)
    .max(MAX_EMAIL_LENGTH, m.EMAIL_TOO_LONG)
    .pipe(z.email(m.EMAIL_INVALID));
}

/** True when `value` has at most two digits after the decimal point (0.01 yes, 0.001 no). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const scaled = value * 10 ** PRICE_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** A price in rupees: more than 0 (at least 0.01), at most two decimals, at most PRICE_MAX. */
export const priceSchema = z
  .number(m.PRICE_INVALID)
  .min(PRICE_MIN, m.PRICE_INVALID)
  .max(PRICE_MAX, m.PRICE_TOO_HIGH)
  .refine(hasAtMostTwoDecimals, m.PRICE_INVALID);

/** A quantity: a whole number from 1 to QUANTITY_MAX. */
export const quantitySchema = z
  .number(m.QUANTITY_INVALID)
  .int(m.QUANTITY_INVALID)
  .min(QUANTITY_MIN, m.QUANTITY_INVALID)
  .max(QUANTITY_MAX, m.QUANTITY_TOO_HIGH);

export const unitSchema = z.enum(UNITS, m.UNIT_REQUIRED);

/** True when `value` is a price the product forms accept. */
export function isValidPrice(value: number): boolean {
  return priceSchema.safeParse(value).success;
}

/** True when `value` is a quantity the product forms accept. */
export function isValidQuantity(value: number): boolean {
  return quantitySchema.safeParse(value).success;
}

/**
 * A number typed into a text or number input (or sent as a multipart field): numbers pass as
 * they are; a string is parsed when it is a plain decimal ("45", "45.50", ".5"); a blank string
 * is missing; anything else is NaN, which the number schema rejects.
 */
export function parseNumberInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** A flag sent as text (multipart): "true"/"false"; missing means false (an unchecked box). */
export function parseBooleanInput(value: unknown): unknown {
  if (value === undefined) return false;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

// ---------------------------------------------------------------------------------------------
// Images (affiliate image, category image, product image)

/** What the rules read of a browser File (or of an uploaded part on the server). */
export interface FileLike {
  readonly type: string;
  readonly size: number;
  readonly name?: string;
}

export function isAllowedImageType(mimeType: string): boolean {
  return (ALLOWED_IMAGE_MIME_TYPES as readonly string[]).includes(mimeType.toLowerCase());
}

/** True up to and including 5 MiB. */
export function isWithinImageSizeLimit(bytes: number): boolean {
  return bytes <= MAX_AFFILIATE_IMAGE_BYTES;
}

/**
 * The message for an unusable image, or null when it is fine: no file, a type other than
 * JPEG, PNG, GIF or WebP, or more than 5 MiB. `requiredMessage` is the no-file message of the
 * form at hand.
 */
export function imageFileError(
  file: FileLike | null | undefined,
  requiredMessage: string = m.IMAGE_FILE_REQUIRED,
): string | null {
  if (!file) return requiredMessage;
  if (!isAllowedImageType(file.type)) return m.IMAGE_FILE_TYPE_INVALID;
  if (!isWithinImageSizeLimit(file.size)) return m.IMAGE_FILE_TOO_LARGE;
  return null;
}

function imageFileSchema(requiredMessage: string) {
  return z.custom<FileLike>().superRefine((file, ctx) => {
    const message = imageFileError(file, requiredMessage);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });
}

/** Affiliate wizard step 1: the chosen file. */
export function validateAffiliateImage(
  file: FileLike | null | undefined,
): ValidationResult<FileLike, 'file'> {
  const message = imageFileError(file);
  if (message === null && file) return { ok: true, value: file };
  const shown = message ?? m.IMAGE_FILE_REQUIRED;
  return { ok: false, errors: { file: shown }, message: shown };
}

// ---------------------------------------------------------------------------------------------
// Admin login and session

/** POST /api/auth/admin/login body. The e-mail is trimmed and lower-cased; rememberMe defaults to false. */
export const loginBodySchema = z.object({
  email: emailSchema(m.EMAIL_REQUIRED, { lowerCase: true }),
  password: z
    .string(m.PASSWORD_REQUIRED)
    .min(1, m.PASSWORD_REQUIRED)
    .max(MAX_PASSWORD_LENGTH, m.PASSWORD_TOO_LONG),
  rememberMe: z.boolean(m.REMEMBER_ME_INVALID).default(false),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export interface LoginFormValues {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export function validateLogin(
  values: LoginFormValues,
): ValidationResult<LoginBody, keyof LoginFormValues> {
  return toResult(loginBodySchema.safeParse(values));
}

/** When a session started now ends, in epoch milliseconds (30 days or 8 hours). */
export function sessionExpiresAt(nowMs: number, rememberMe: boolean): number {
  return nowMs + sessionDurationMs(rememberMe);
}

/** A session whose expiry is now or in the past is over. */
export function isSessionExpired(expiresAtMs: number, nowMs: number): boolean {
  return !Number.isFinite(expiresAtMs) || nowMs >= expiresAtMs;
}

// ---------------------------------------------------------------------------------------------
// Branches

/** Branch lookup form, and the POST /api/admin/auth/login-as-branch body. */
export const branchLookupSchema = z.object({
  branchId: requiredText(m.BRANCH_ID_REQUIRED, MAX_ID_LENGTH, m.BRANCH_ID_TOO_LONG),
});
export type BranchLookup = z.infer<typeof branchLookupSchema>;
export const loginAsBranchBodySchema = branchLookupSchema;
export type LoginAsBranchBody = BranchLookup;

export function validateBranchLookup(values: {
  branchId: string;
}): ValidationResult<BranchLookup, 'branchId'> {
  return toResult(branchLookupSchema.safeParse(values));
}

/** A branch's status as the screens treat it: any value that is not a known status is rejected. */
export function branchStatusOf(value: string | null | undefined): BranchStatus {
  return isBranchStatus(value) ? value : 'rejected';
}

export function isBranchStatus(value: unknown): value is BranchStatus {
  return typeof value === 'string' && (BRANCH_STATUSES as readonly string[]).includes(value);
}

/** Approve and reject are offered, and accepted, only while the branch is pending. */
export function canDecideBranch(status: string): boolean {
  return status === 'pending';
}

// ---------------------------------------------------------------------------------------------
// Affiliate products

const affiliateNameSchema = requiredText(
  m.AFFILIATE_NAME_REQUIRED,
  MAX_NAME_LENGTH,
  m.AFFILIATE_NAME_TOO_LONG,
);

/** An affiliate link: required, an http or https URL with a real domain name. */
export const affiliateLinkSchema = z
  .string(m.AFFILIATE_LINK_REQUIRED)
  .trim()
  .min(1, m.AFFILIATE_LINK_REQUIRED)
  .max(MAX_URL_LENGTH, m.AFFILIATE_LINK_TOO_LONG)
  .pipe(z.httpUrl(m.AFFILIATE_LINK_INVALID));

/** True when `value` is an acceptable affiliate link. */
export function isAffiliateLink(value: string): boolean {
  return affiliateLinkSchema.safeParse(value).success;
}

/** The uploaded image's address: an http or https URL (the API also checks that it issued it). */
export const imageUrlSchema = z
  .string(m.IMAGE_URL_REQUIRED)
  .trim()
  .min(1, m.IMAGE_URL_REQUIRED)
  .max(MAX_URL_LENGTH, m.IMAGE_URL_INVALID)
  .pipe(z.url({ protocol: /^https?$/, error: m.IMAGE_URL_INVALID }));

/** POST /api/affiliate/products body; isActive defaults to true. */
export const affiliateCreateBodySchema = z.object({
  name: affiliateNameSchema,
  imageUrl: imageUrlSchema,
  affiliateLink: affiliateLinkSchema,
  isActive: z.boolean(m.ACTIVE_FLAG_INVALID).default(DEFAULT_IS_ACTIVE),
});
export type AffiliateCreateBody = z.infer<typeof affiliateCreateBodySchema>;

/** PATCH /api/affiliate/products/{productId} body; isActive may move the product between lists. */
export const affiliateEditBodySchema = z.object({
  name: affiliateNameSchema,
  affiliateLink: affiliateLinkSchema,
  isActive: z.boolean(m.ACTIVE_FLAG_INVALID).optional(),
});
export type AffiliateEditBody = z.infer<typeof affiliateEditBodySchema>;

export interface AffiliateCreateFormValues {
  name: string;
  imageUrl: string;
  affiliateLink: string;
  isActive: boolean;
}

export interface AffiliateEditFormValues {
  name: string;
  affiliateLink: string;
  isActive?: boolean;
}

export function validateAffiliateCreate(
  values: AffiliateCreateFormValues,
): ValidationResult<AffiliateCreateBody, keyof AffiliateCreateFormValues> {
  return toResult(affiliateCreateBodySchema.safeParse(values));
}

export function validateAffiliateEdit(
  values: AffiliateEditFormValues,
): ValidationResult<AffiliateEditBody, keyof AffiliateEditFormValues> {
  return toResult(affiliateEditBodySchema.safeParse(values));
}

// ---------------------------------------------------------------------------------------------
// Custom categories

/** Text fields of POST /api/branch/{branchId}/categories (multipart; the image is `categoryImage`). */
export const customCategoryFieldsSchema = z.object({
  name: requiredText(m.CATEGORY_NAME_AND_IMAGE_REQUIRED, MAX_NAME_LENGTH, m.CATEGORY_NAME_TOO_LONG),
});
export type CustomCategoryFields = z.infer<typeof customCategoryFieldsSchema>;

const customCategoryFormSchema = customCategoryFieldsSchema.extend({
  image: imageFileSchema(m.CATEGORY_NAME_AND_IMAGE_REQUIRED),
});

export interface CustomCategoryFormValues {
  name: string;
  image: FileLike | null | undefined;
}

/** Create Custom Category dialog: a missing name or image says "Name and image are required." */
export function validateCustomCategory(
  values: CustomCategoryFormValues,
): ValidationResult<CustomCategoryFields & { image: FileLike }, keyof CustomCategoryFormValues> {
  return toResult(customCategoryFormSchema.safeParse(values));
}

// ---------------------------------------------------------------------------------------------
// Products (custom product create, product edit)

function unitMatchesPacket(
  value: { unit?: unknown; isPacket?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (typeof value.unit !== 'string' || typeof value.isPacket !== 'boolean') return;
  if (!isUnitAllowed(value.unit, value.isPacket)) {
    ctx.addIssue({ code: 'custom', path: ['unit'], message: m.UNIT_NOT_ALLOWED_LOOSE });
  }
}

const productShape = {
  name: requiredText(m.PRODUCT_NAME_REQUIRED, MAX_NAME_LENGTH, m.PRODUCT_NAME_TOO_LONG),
  description: requiredText(
    m.PRODUCT_DESCRIPTION_REQUIRED,
    MAX_DESCRIPTION_LENGTH,
    m.PRODUCT_DESCRIPTION_TOO_LONG,
  ),
  price: priceSchema,
  quantity: quantitySchema,
  unit: unitSchema,
  isPacket: z.boolean(m.IS_PACKET_INVALID),
};

/**
 * A product's fields as JSON: the PUT /api/branch/products/{productId} body (product edit) and
 * the fields of a custom product. A loose product (not a packet) is sold in kg or L only.
 */
export const productFieldsSchema = z.object(productShape).superRefine(unitMatchesPacket);
export type ProductFields = z.infer<typeof productFieldsSchema>;
export const productEditBodySchema = productFieldsSchema;
export type ProductEditBody = ProductFields;

const productTextShape = {
  ...productShape,
  price: z.preprocess(parseNumberInput, priceSchema),
  quantity: z.preprocess(parseNumberInput, quantitySchema),
  isPacket: z.preprocess(parseBooleanInput, z.boolean(m.IS_PACKET_INVALID)),
};

/**
 * The same fields as typed into inputs or sent as multipart text (POST
 * /api/branch/{branchId}/products): price and quantity may be strings, isPacket "true"/"false".
 */
export const productTextFieldsSchema = z.object(productTextShape).superRefine(unitMatchesPacket);
/** What productTextFieldsSchema accepts (its output is ProductFields). */
export type ProductTextFieldsInput = z.input<typeof productTextFieldsSchema>;

const customProductFormSchema = z
  .object({ ...productTextShape, image: imageFileSchema(m.PRODUCT_IMAGE_REQUIRED) })
  .superRefine(unitMatchesPacket);

export interface ProductFormValues {
  name: string;
  description: string;
  price: string | number;
  quantity: string | number;
  unit: string;
  isPacket: boolean;
}

export interface CustomProductFormValues extends ProductFormValues {
  image: FileLike | null | undefined;
}

/** Create Custom Product dialog: any invalid field shows the one message of the specification. */
export function validateCustomProduct(
  values: CustomProductFormValues,
): ValidationResult<ProductFields & { image: FileLike }, keyof CustomProductFormValues> {
  return toResult(customProductFormSchema.safeParse(values), m.CUSTOM_PRODUCT_INVALID);
}

/** Edit Product dialog: the same field rules without the image. */
export function validateProductEdit(
  values: ProductFormValues,
): ValidationResult<ProductFields, keyof ProductFormValues> {
  return toResult(productTextFieldsSchema.safeParse(values));
}

/** The create-product call needs both ids of the route, else "Branch or Category ID is missing...". */
export function missingIdsError(
  branchId: string | null | undefined,
  categoryId: string | null | undefined,
): string | null {
  return branchId?.trim() && categoryId?.trim() ? null : m.BRANCH_OR_CATEGORY_ID_MISSING;
}

// ---------------------------------------------------------------------------------------------
// Imports, removals and deletions of categories and products

/** POST /api/branch/{branchId}/categories/import-default body. */
export const importCategoriesBodySchema = z.object({
  categoryIds: idListSchema(m.SELECT_CATEGORIES_TO_IMPORT),
});
export type ImportCategoriesBody = z.infer<typeof importCategoriesBodySchema>;

/** POST /api/branch/{branchId}/categories/{categoryId}/import-products body. */
export const importProductsBodySchema = z.object({
  productIds: idListSchema(m.SELECT_PRODUCTS_TO_IMPORT),
});
export type ImportProductsBody = z.infer<typeof importProductsBodySchema>;

/** Bodies of remove-imported and custom delete for categories. */
export const categoryIdsBodySchema = z.object({ categoryIds: idListSchema(m.SELECT_ITEMS) });
export type CategoryIdsBody = z.infer<typeof categoryIdsBodySchema>;

/** Bodies of remove-imported and custom delete for products. */
export const productIdsBodySchema = z.object({ productIds: idListSchema(m.SELECT_ITEMS) });
export type ProductIdsBody = z.infer<typeof productIdsBodySchema>;

export function validateImportCategories(values: {
  categoryIds: readonly string[];
}): ValidationResult<ImportCategoriesBody, 'categoryIds'> {
  return toResult(importCategoriesBodySchema.safeParse(values));
}

export function validateImportProducts(values: {
  productIds: readonly string[];
}): ValidationResult<ImportProductsBody, 'productIds'> {
  return toResult(importProductsBodySchema.safeParse(values));
}

/** An import button is enabled with at least one selection and no import under way. */
export function canSubmitImport(selectedCount: number, busy = false): boolean {
  return selectedCount > 0 && !busy;
}

/** Splits a branch's categories (or products) into the Default tab's and the Custom tab's. */
export function partitionByTemplate<T extends { createdFromTemplate?: boolean | null }>(
  items: readonly T[],
): { defaults: T[]; customs: T[] } {
  return {
    defaults: items.filter((item) => item.createdFromTemplate === true),
    customs: items.filter((item) => item.createdFromTemplate !== true),
  };
}

/** Default items not yet imported: the import dialogs hide the ones already imported. */
export function notYetImported<T extends { _id: string }>(
  defaults: readonly T[],
  importedIds: Iterable<string | null | undefined>,
): T[] {
  const imported = new Set(importedIds);
  return defaults.filter((item) => !imported.has(item._id));
}

// ---------------------------------------------------------------------------------------------
// Public site: contact form and store finder

/** True for an optional phone number: digits with spaces, dashes, brackets and a leading +. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

export const contactFormSchema = z.object({
  name: requiredText(m.CONTACT_NAME_REQUIRED, MAX_NAME_LENGTH, m.CONTACT_NAME_TOO_LONG),
  email: emailSchema(m.CONTACT_EMAIL_REQUIRED),
  phone: z
    .string(m.CONTACT_PHONE_INVALID)
    .trim()
    .max(MAX_PHONE_LENGTH, m.CONTACT_PHONE_INVALID)
    .refine((phone) => phone === '' || isPhoneNumber(phone), m.CONTACT_PHONE_INVALID)
    .optional()
    .transform((phone) => (phone ? phone : undefined)),
  subject: z.enum(CONTACT_SUBJECTS, m.CONTACT_SUBJECT_REQUIRED),
  message: requiredText(m.CONTACT_MESSAGE_REQUIRED, MAX_MESSAGE_LENGTH, m.CONTACT_MESSAGE_TOO_LONG),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export interface ContactFormValues {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

export function validateContactForm(
  values: ContactFormValues,
): ValidationResult<ContactForm, keyof ContactFormValues> {
  return toResult(contactFormSchema.safeParse(values));
}

/** Store finder: the trimmed pincode to search for, or null when blank (then nothing happens). */
export function pincodeToSearch(input: string | null | undefined): string | null {
  const pincode = input?.trim() ?? '';
  return pincode === '' ? null : pincode;
}
