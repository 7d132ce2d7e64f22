// A branch's inventory: categories and products, default and custom, their imports, removals
// and deletions. Price and quantity bounds, the product and category rules and messages.

// First, so zod never compiles code (the apps' CSP forbids it): see ./jitless.ts.
import './jitless.js';
import { type Message, defineMessage, withParams } from './catalogue.js';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  PRICE_DECIMALS,
  invalidFieldMessage,
} from './common.js';
import { type FileLike, imageFileError } from './uploads.js';
import { UNITS, isUnitAllowed } from './units.js';
import {
  type ValidationResult,
  idListSchema,
  parseBooleanInput,
  parseNumberInput,
  requiredText,
  fieldErrors,
  toResult,
} from './validation.js';
import { z } from 'zod';

/** Price input minimum and step, in rupees. */
export const PRICE_MIN = 0.01;
export const PRICE_STEP = 0.01;
/** Highest price accepted, in rupees. */
export const PRICE_MAX = 1_000_000;
/** Quantity input minimum and step: quantities are whole numbers. */
export const QUANTITY_MIN = 1;
export const QUANTITY_STEP = 1;
/** Highest quantity accepted. */
export const QUANTITY_MAX = 100_000;

/** Form defaults: a new product's quantity and price, and whether it is a packet. */
export const DEFAULT_QUANTITY = 1;
export const DEFAULT_PRICE = 0;
export const DEFAULT_IS_PACKET = false;

export const CATEGORY_NOT_EMPTY = defineMessage(
  'inventory.categoryNotEmpty',
  'This category cannot be removed because it contains products. Please empty the category first.',
);
/** Create Custom Category dialog: a missing name or image. */
export const CATEGORY_NAME_AND_IMAGE_REQUIRED = defineMessage(
  'inventory.categoryNameAndImageRequired',
  'Name and image are required.',
);
const CATEGORY_NAME_TOO_LONG = defineMessage(
  'inventory.categoryNameTooLong',
  'Category name must be at most {max} characters.',
  { max: MAX_NAME_LENGTH },
);
const SELECT_CATEGORIES_TO_IMPORT = defineMessage(
  'inventory.selectCategoriesToImport',
  'Please select at least one category to import.',
);

export const SELECT_PRODUCTS_TO_IMPORT = defineMessage(
  'inventory.selectProductsToImport',
  'Please select at least one product to import.',
);
/** Create Custom Product dialog: the one message for every invalid field. */
export const CUSTOM_PRODUCT_INVALID = defineMessage(
  'inventory.customProductInvalid',
  'All fields are required and must have valid values. Please also upload an image.',
);
export const BRANCH_OR_CATEGORY_ID_MISSING = defineMessage(
  'inventory.branchOrCategoryIdMissing',
  'Branch or Category ID is missing. Cannot create product.',
);

// Field-level product messages (shown next to fields and returned by the API).
const PRODUCT_NAME_REQUIRED = defineMessage(
  'inventory.productNameRequired',
  'Please enter a product name.',
);
export const PRODUCT_NAME_TOO_LONG = defineMessage(
  'inventory.productNameTooLong',
  'Product name must be at most {max} characters.',
  { max: MAX_NAME_LENGTH },
);
export const PRODUCT_DESCRIPTION_REQUIRED = defineMessage(
  'inventory.descriptionRequired',
  'Please enter a description.',
);
const PRODUCT_DESCRIPTION_TOO_LONG = defineMessage(
  'inventory.descriptionTooLong',
  'Description must be at most {max} characters.',
  { max: MAX_DESCRIPTION_LENGTH },
);
export const PRICE_INVALID = defineMessage(
  'inventory.priceInvalid',
  'Price must be more than ₹0, with at most two decimals.',
);
export const PRICE_TOO_HIGH = defineMessage(
  'inventory.priceTooHigh',
  'Price must be at most ₹{max}.',
  { max: PRICE_MAX },
);
export const QUANTITY_INVALID = defineMessage(
  'inventory.quantityInvalid',
  'Quantity must be a whole number of at least 1.',
);
export const QUANTITY_TOO_HIGH = defineMessage(
  'inventory.quantityTooHigh',
  'Quantity must be at most {max}.',
  { max: QUANTITY_MAX },
);
const UNIT_REQUIRED = defineMessage('inventory.unitRequired', 'Please choose a unit: {units}.', {
  units: 'kg, g, L, ml or pc',
});
export const UNIT_NOT_ALLOWED_LOOSE = defineMessage(
  'inventory.unitNotAllowedLoose',
  'A product that is not a packet is sold in kg or L only.',
);
export const IS_PACKET_INVALID = defineMessage(
  'inventory.isPacketInvalid',
  'Is packet must be true or false.',
);
export const PRODUCT_IMAGE_REQUIRED = defineMessage(
  'inventory.productImageRequired',
  'Please upload a product image.',
);
const SELECT_ITEMS = defineMessage('inventory.selectItems', 'Please select at least one item.');
export const CATEGORY_NOT_FOUND = defineMessage(
  'inventory.categoryNotFound',
  'Category not found.',
);
export const DEFAULT_CATEGORY_NOT_FOUND = defineMessage(
  'inventory.defaultCategoryNotFound',
  'Default category not found.',
);
export const PRODUCT_NOT_FOUND = defineMessage('inventory.productNotFound', 'Product not found.');
export const CATEGORY_CREATED = 'Category created.';
export const CATEGORIES_IMPORTED = 'Categories imported.';
export const CATEGORIES_REMOVED = 'Categories removed.';
export const CATEGORIES_DELETED = 'Categories deleted.';
export const PRODUCT_UPDATED = 'Product updated.';
export const PRODUCTS_IMPORTED = 'Products imported.';
export const PRODUCTS_REMOVED = 'Products removed.';
export const PRODUCTS_DELETED = 'Products deleted.';
export const ONLY_IMPORTED_CATEGORIES = invalidFieldMessage(
  'categoryIds',
  defineMessage(
    'inventory.onlyImportedCategories',
    'Only imported categories can be removed here. Delete custom categories instead.',
  ),
);
export const ONLY_CUSTOM_CATEGORIES = invalidFieldMessage(
  'categoryIds',
  defineMessage(
    'inventory.onlyCustomCategories',
    'Only custom categories can be deleted here. Remove imported categories instead.',
  ),
);
export const ONLY_IMPORTED_PRODUCTS = invalidFieldMessage(
  'productIds',
  defineMessage(
    'inventory.onlyImportedProducts',
    'Only imported products can be removed here. Delete custom products instead.',
  ),
);
export const ONLY_CUSTOM_PRODUCTS = invalidFieldMessage(
  'productIds',
  defineMessage(
    'inventory.onlyCustomProducts',
    'Only custom products can be deleted here. Remove imported products instead.',
  ),
);
export const IMPORT_NEEDS_IMPORTED_CATEGORY = invalidFieldMessage(
  'categoryId',
  defineMessage(
    'inventory.importNeedsImportedCategory',
    'Default products can only be imported into an imported category.',
  ),
);
export const NOT_IN_DEFAULT_CATEGORY = invalidFieldMessage(
  'productIds',
  defineMessage(
    'inventory.notInDefaultCategory',
    'Some products are not default products of this category.',
  ),
);
export const BRANCH_ID_MISMATCH = invalidFieldMessage(
  'branchId',
  defineMessage('inventory.branchIdMismatch', 'The form is for another branch than the address.'),
);
export const PRODUCT_CREATED = 'Product created.';

/** True when `value` has at most two digits after the decimal point (0.01 yes, 0.001 no). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const scaled = value * 10 ** PRICE_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** A price in rupees: more than 0 (at least 0.01), at most two decimals, at most PRICE_MAX. */
const priceSchema = z
  .number(PRICE_INVALID.rule)
  .min(PRICE_MIN, PRICE_INVALID.rule)
  .max(PRICE_MAX, PRICE_TOO_HIGH.rule)
  .refine(hasAtMostTwoDecimals, PRICE_INVALID.rule);

/** A quantity: a whole number from 1 to QUANTITY_MAX. */
const quantitySchema = z
  .number(QUANTITY_INVALID.rule)
  .int(QUANTITY_INVALID.rule)
  .min(QUANTITY_MIN, QUANTITY_INVALID.rule)
  .max(QUANTITY_MAX, QUANTITY_TOO_HIGH.rule);

const unitSchema = z.enum(UNITS, UNIT_REQUIRED.rule);

function imageFileSchema(requiredMessage: Message) {
  return z.custom<FileLike>().superRefine((file, ctx) => {
    const message = imageFileError(file, requiredMessage);
    if (message !== null) ctx.addIssue({ code: 'custom', message: message.rule });
  });
}

/** Text fields of POST /api/branch/{branchId}/categories (multipart; the image is `categoryImage`). */
export const customCategoryFieldsSchema = z.object({
  name: requiredText(CATEGORY_NAME_AND_IMAGE_REQUIRED, MAX_NAME_LENGTH, CATEGORY_NAME_TOO_LONG),
});
type CustomCategoryFields = z.infer<typeof customCategoryFieldsSchema>;

const customCategoryFormSchema = customCategoryFieldsSchema.extend({
  image: imageFileSchema(CATEGORY_NAME_AND_IMAGE_REQUIRED),
});

interface CustomCategoryFormValues {
  name: string;
  image: FileLike | null | undefined;
}

/** Create Custom Category dialog: a missing name or image says "Name and image are required." */
export function validateCustomCategory(
  values: CustomCategoryFormValues,
): ValidationResult<CustomCategoryFields & { image: FileLike }, keyof CustomCategoryFormValues> {
  return toResult(customCategoryFormSchema.safeParse(values));
}

function unitMatchesPacket(
  value: { unit?: unknown; isPacket?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (typeof value.unit !== 'string' || typeof value.isPacket !== 'boolean') return;
  if (!isUnitAllowed(value.unit, value.isPacket)) {
    ctx.addIssue({ code: 'custom', path: ['unit'], message: UNIT_NOT_ALLOWED_LOOSE.rule });
  }
}

const productShape = {
  name: requiredText(PRODUCT_NAME_REQUIRED, MAX_NAME_LENGTH, PRODUCT_NAME_TOO_LONG),
  description: requiredText(
    PRODUCT_DESCRIPTION_REQUIRED,
    MAX_DESCRIPTION_LENGTH,
    PRODUCT_DESCRIPTION_TOO_LONG,
  ),
  price: priceSchema,
  quantity: quantitySchema,
  unit: unitSchema,
  isPacket: z.boolean(IS_PACKET_INVALID.rule),
};

/**
 * A product's fields as JSON: the PUT /api/branch/products/{productId} body (product edit) and
 * the fields of a custom product. A loose product (not a packet) is sold in kg or L only.
 */
export const productFieldsSchema = z.object(productShape).superRefine(unitMatchesPacket);
export type ProductFields = z.infer<typeof productFieldsSchema>;

const productTextShape = {
  ...productShape,
  price: z.preprocess(parseNumberInput, priceSchema),
  quantity: z.preprocess(parseNumberInput, quantitySchema),
  isPacket: z.preprocess(parseBooleanInput, z.boolean(IS_PACKET_INVALID.rule)),
};

/**
 * The same fields as typed into inputs or sent as multipart text (POST
 * /api/branch/{branchId}/products): price and quantity may be strings, isPacket "true"/"false".
 */
export const productTextFieldsSchema = z.object(productTextShape).superRefine(unitMatchesPacket);

const customProductFormSchema = z
  .object({ ...productTextShape, image: imageFileSchema(PRODUCT_IMAGE_REQUIRED) })
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
  return toResult(customProductFormSchema.safeParse(values), CUSTOM_PRODUCT_INVALID);
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
): Message | null {
  return branchId?.trim() && categoryId?.trim() ? null : BRANCH_OR_CATEGORY_ID_MISSING;
}

/** POST /api/branch/{branchId}/categories/import-default body. */
export const importCategoriesBodySchema = z.object({
  categoryIds: idListSchema(SELECT_CATEGORIES_TO_IMPORT),
});

/** POST /api/branch/{branchId}/categories/{categoryId}/import-products body. */
export const importProductsBodySchema = z.object({
  productIds: idListSchema(SELECT_PRODUCTS_TO_IMPORT),
});
type ImportProductsBody = z.infer<typeof importProductsBodySchema>;

/** Bodies of remove-imported and custom delete for categories. */
export const categoryIdsBodySchema = z.object({ categoryIds: idListSchema(SELECT_ITEMS) });

/** Bodies of remove-imported and custom delete for products. */
export const productIdsBodySchema = z.object({ productIds: idListSchema(SELECT_ITEMS) });

export function validateImportProducts(values: {
  productIds: readonly string[];
}): ValidationResult<ImportProductsBody, 'productIds'> {
  return toResult(importProductsBodySchema.safeParse(values));
}

/** An import button is enabled with at least one selection and no import under way. */
export function canSubmitImport(selectedCount: number, busy = false): boolean {
  return selectedCount > 0 && !busy;
}

/** Default items not yet imported: the import dialogs hide the ones already imported. */
export function notYetImported<T extends { _id: string }>(
  defaults: readonly T[],
  importedIds: Iterable<string | null | undefined>,
): T[] {
  const imported = new Set(importedIds);
  return defaults.filter((item) => !imported.has(item._id));
}

// Catalogue CSV: a branch's products as a spreadsheet (export), and the bulk upload that reads
// the same columns back (preview, then apply).

/** The columns of the catalogue CSV, in order; the header row names them. */
export const CATALOGUE_CSV_COLUMNS = [
  'category',
  'name',
  'description',
  'price',
  'quantity',
  'unit',
  'isPacket',
  'defaultProductId',
  'imageUrl',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];
/** Columns an upload may leave out of its header. */
const CATALOGUE_CSV_OPTIONAL_COLUMNS: readonly CatalogueCsvColumn[] = [
  'defaultProductId',
  'imageUrl',
];
export const CATALOGUE_CSV_REQUIRED_COLUMNS = CATALOGUE_CSV_COLUMNS.filter(
  (column) => !CATALOGUE_CSV_OPTIONAL_COLUMNS.includes(column),
);
/** Most product rows one upload may hold (the header not counted). */
export const MAX_CATALOGUE_CSV_ROWS = 10_000;
/** Largest upload accepted, in megabytes as its message says, and in bytes (the CSV's own cap). */
const MAX_CATALOGUE_CSV_MB = 5;
export const MAX_CATALOGUE_CSV_BYTES = MAX_CATALOGUE_CSV_MB * 1024 * 1024;
/** How many rows of each kind (create, update, unchanged) a preview shows. */
export const CATALOGUE_PREVIEW_ROWS = 20;
/** The template's example row, in column order. */
export const CATALOGUE_CSV_EXAMPLE: Record<CatalogueCsvColumn, string> = {
  category: 'Rice & Grains',
  name: 'Sona masoori rice',
  description: 'Aged, 1 kg packet.',
  price: '72.50',
  quantity: '1',
  unit: 'kg',
  isPacket: 'true',
  defaultProductId: '',
  imageUrl: '',
};

const FORMULA_START = /^[=+\-@]/;
const ESCAPED_FORMULA = /^'[=+\-@]/;

/** A cell as written to a CSV: one that looks like a formula gets a leading ' so it stays text. */
export function csvSafeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A cell as read from a CSV: the ' that csvSafeCell added is dropped, nothing else changes. */
export function csvCellText(value: string): string {
  return ESCAPED_FORMULA.test(value) ? value.slice(1) : value;
}

export const CSV_FILE_REQUIRED = defineMessage(
  'catalogueCsv.fileRequired',
  'Please choose a CSV file to upload.',
);
export const CSV_NOT_CSV = defineMessage(
  'catalogueCsv.notCsv',
  'This file is not a CSV file. Save the spreadsheet as CSV (comma or semicolon separated) and upload it again.',
);
export const CSV_TOO_LARGE = defineMessage(
  'catalogueCsv.tooLarge',
  'The file is larger than {maxMb} MB. Split it into smaller files.',
  { maxMb: MAX_CATALOGUE_CSV_MB, maxBytes: MAX_CATALOGUE_CSV_BYTES },
);
export const CSV_TOO_MANY_ROWS = defineMessage(
  'catalogueCsv.tooManyRows',
  'The file has more than {max} rows. Split it into smaller files.',
  { max: MAX_CATALOGUE_CSV_ROWS },
);
export const CSV_NO_ROWS = defineMessage(
  'catalogueCsv.noRows',
  'The file has a header row but no products.',
);
export const CSV_CATEGORY_REQUIRED = defineMessage(
  'catalogueCsv.categoryRequired',
  'Please enter a category.',
);
export const CSV_WRONG_FIELD_COUNT = defineMessage(
  'catalogueCsv.wrongFieldCount',
  'This line does not have the same number of fields as the header.',
);
export const CSV_IMAGE_URL_INVALID = defineMessage(
  'catalogueCsv.imageUrlInvalid',
  'imageUrl must be the address of an image uploaded to this server, or empty.',
);
export const CSV_NEW_CATEGORY_NEEDS_IMAGE = defineMessage(
  'catalogueCsv.newCategoryNeedsImage',
  'A new category needs an image: give one of its rows an imageUrl.',
);
export const CSV_UPLOAD_HAS_ERRORS = defineMessage(
  'catalogueCsv.uploadHasErrors',
  'This upload has invalid rows, so nothing was applied. Fix the rows and upload the file again.',
);
export const CSV_UPLOAD_NOT_FOUND = defineMessage(
  'catalogueCsv.uploadNotFound',
  'Upload not found.',
);
export const CSV_PREVIEW_READY = 'Upload checked. Review the preview, then apply it.';
export const CSV_APPLIED = 'Catalogue updated.';
export const CSV_PREVIEW_STALE = defineMessage(
  'catalogueCsv.previewStale',
  'The catalogue changed since this file was checked. Upload the file again.',
);

const CSV_MISSING_COLUMN = defineMessage(
  'catalogueCsv.missingColumn',
  'The header row is missing the column {missing}. It must name {required}.',
  { required: CATALOGUE_CSV_REQUIRED_COLUMNS.join(', ') },
);
const CSV_MISSING_COLUMNS = defineMessage(
  'catalogueCsv.missingColumns',
  'The header row is missing the columns {missing}. It must name {required}.',
  { required: CATALOGUE_CSV_REQUIRED_COLUMNS.join(', ') },
);
const CSV_UNREADABLE_LINE = defineMessage(
  'catalogueCsv.unreadableLine',
  'Line {line} could not be read as CSV: check its quotes (a cell with a quote, comma or line break must be in double quotes, its quotes doubled).',
);
const CSV_DUPLICATE_ROW = defineMessage(
  'catalogueCsv.duplicateRow',
  'The same category and name are already on line {line}.',
);

/** The header misses required columns: name them. */
export function csvMissingColumnsMessage(missing: readonly string[]): Message {
  return withParams(missing.length > 1 ? CSV_MISSING_COLUMNS : CSV_MISSING_COLUMN, {
    missing: missing.join(', '),
  });
}

/** A quote that is never closed, or a stray quote: the file cannot be read past it. */
export function csvUnreadableLineMessage(line: number): Message {
  return withParams(CSV_UNREADABLE_LINE, { line: String(line) });
}

/** A row that repeats an earlier one of the same file (same category and name). */
export function csvDuplicateMessage(firstLine: number): Message {
  return withParams(CSV_DUPLICATE_ROW, { line: String(firstLine) });
}

/** The key that makes two rows the same product of a branch: category and name, any case. */
export function catalogueRowKey(category: string, name: string): string {
  return `${category.trim().toLowerCase()}\u0000${name.trim().toLowerCase()}`;
}

/** A flag typed into a spreadsheet: true/false in any case (spreadsheets write TRUE). */
function parseCsvBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : value;
}

const catalogueCsvRowSchema = z
  .object({
    category: requiredText(CSV_CATEGORY_REQUIRED, MAX_NAME_LENGTH, CATEGORY_NAME_TOO_LONG),
    ...productTextShape,
    isPacket: z.preprocess(parseCsvBoolean, z.boolean(IS_PACKET_INVALID.rule)),
    imageUrl: z.string().trim(),
  })
  .superRefine(unitMatchesPacket);
type CatalogueCsvRow = z.infer<typeof catalogueCsvRowSchema>;

/**
 * One data row of an upload, as text by column: the product rules of the forms plus a category.
 * Answers the row trimmed and parsed, or every message that applies (one per field).
 */
export function validateCatalogueCsvRow(
  cells: Partial<Record<CatalogueCsvColumn, string>>,
): { ok: true; value: CatalogueCsvRow } | { ok: false; messages: Message[] } {
  const text = (column: CatalogueCsvColumn) => csvCellText(cells[column] ?? '');
  const parsed = catalogueCsvRowSchema.safeParse({
    category: text('category'),
    name: text('name'),
    description: text('description'),
    price: text('price'),
    quantity: text('quantity'),
    unit: text('unit').trim(),
    isPacket: text('isPacket'),
    imageUrl: text('imageUrl'),
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, messages: [...new Set(Object.values(fieldErrors(parsed.error)))] };
}
