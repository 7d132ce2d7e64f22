import { describe, expect, it } from 'vitest';
import * as messages from './inventory.js';
import {
  productFieldsSchema,
  PRICE_TOO_HIGH,
  QUANTITY_TOO_HIGH,
  type CustomProductFormValues,
  type ProductFormValues,
  canSubmitImport,
  categoryIdsBodySchema,
  hasAtMostTwoDecimals,
  importCategoriesBodySchema,
  missingIdsError,
  notYetImported,
  productIdsBodySchema,
  productTextFieldsSchema,
  validateCustomCategory,
  validateCustomProduct,
  validateImportProducts,
  validateProductEdit,
} from './inventory.js';
import { fieldErrors } from './validation.js';
import { describeWordForWord } from './testing/word-for-word.js';

const MiB = 1024 * 1024;
const png = (size = 1000) => ({ type: 'image/png', size, name: 'photo.png' });
const ALL_REQUIRED =
  'All fields are required and must have valid values. Please also upload an image.';
const PRICE_INVALID = 'Price must be more than ₹0, with at most two decimals.';
const QUANTITY_INVALID = 'Quantity must be a whole number of at least 1.';
const LOOSE_UNIT = 'A product that is not a packet is sold in kg or L only.';
const TYPE_INVALID = 'Please select a valid image file (JPEG, PNG, GIF, WebP)';
const TOO_LARGE = 'File size exceeds 5MB limit';

describe('custom category', () => {
  it('accepts a trimmed name and an image', () => {
    const image = png();
    expect(validateCustomCategory({ name: '  Snacks ', image })).toEqual({
      ok: true,
      value: { name: 'Snacks', image },
    });
  });

  it('says "Name and image are required." when either is missing', () => {
    for (const values of [
      { name: '   ', image: png() },
      { name: 'Snacks', image: null },
      { name: '', image: undefined },
    ]) {
      const result = validateCustomCategory(values);
      expect(!result.ok && result.message).toEqual('Name and image are required.');
    }
  });

  it('rejects a long name and an unusable image with their own messages', () => {
    const long = validateCustomCategory({ name: 'c'.repeat(121), image: png() });
    expect(!long.ok && long.message).toEqual('Category name must be at most 120 characters.');
    const big = validateCustomCategory({ name: 'Snacks', image: png(5 * MiB + 1) });
    expect(!big.ok && big.errors).toEqual({ image: TOO_LARGE });
  });
});

describe('custom product', () => {
  const valid: CustomProductFormValues = {
    name: ' Toor Dal ',
    description: ' Unpolished ',
    price: '45.50',
    quantity: '1',
    unit: 'kg',
    isPacket: false,
    image: png(),
  };
  const errorsOf = (values: Partial<CustomProductFormValues>) => {
    const result = validateCustomProduct({ ...valid, ...values });
    if (result.ok) throw new Error('expected the product to be rejected');
    expect(result.message).toEqual(ALL_REQUIRED);
    return result.errors;
  };

  it('accepts valid values and answers them trimmed and parsed', () => {
    const result = validateCustomProduct(valid);
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Toor Dal',
        description: 'Unpolished',
        price: 45.5,
        quantity: 1,
        unit: 'kg',
        isPacket: false,
        image: valid.image,
      },
    });
  });

  it('requires name and description to be non-blank after trimming', () => {
    expect(errorsOf({ name: '   ', description: '\t\n' })).toEqual({
      name: 'Please enter a product name.',
      description: 'Please enter a description.',
    });
  });

  it('accepts a price of 0.01 and rejects 0, negatives, three decimals and blanks', () => {
    expect(validateCustomProduct({ ...valid, price: '0.01' }).ok).toBe(true);
    expect(validateCustomProduct({ ...valid, price: 0.01 }).ok).toBe(true);
    for (const price of [0, '0', -1, '0.001', 0.001, 1.999, '', '   ', 'abc', '1e']) {
      expect(errorsOf({ price })).toEqual({ price: PRICE_INVALID });
    }
  });

  it('caps the price at ₹10,00,000', () => {
    expect(validateCustomProduct({ ...valid, price: 1_000_000 }).ok).toBe(true);
    expect(errorsOf({ price: 1_000_000.01 })).toEqual({
      price: 'Price must be at most ₹10,00,000.',
    });
  });

  it('requires a whole quantity from 1 to 1,00,000', () => {
    expect(validateCustomProduct({ ...valid, quantity: 1 }).ok).toBe(true);
    expect(validateCustomProduct({ ...valid, quantity: '100000' }).ok).toBe(true);
    for (const quantity of [0, -1, 0.5, '1.5', '']) {
      expect(errorsOf({ quantity })).toEqual({ quantity: QUANTITY_INVALID });
    }
    expect(errorsOf({ quantity: 100_001 })).toEqual({
      quantity: 'Quantity must be at most 1,00,000.',
    });
  });

  it('allows only kg and L for a loose product and every unit for a packet', () => {
    for (const unit of ['g', 'ml', 'pc']) {
      expect(errorsOf({ unit })).toEqual({ unit: LOOSE_UNIT });
      expect(validateCustomProduct({ ...valid, unit, isPacket: true }).ok).toBe(true);
    }
    expect(validateCustomProduct({ ...valid, unit: 'L' }).ok).toBe(true);
    expect(errorsOf({ unit: '' })).toEqual({ unit: 'Please choose a unit: kg, g, L, ml or pc.' });
  });

  it('requires an image that is a usable picture', () => {
    expect(errorsOf({ image: null })).toEqual({ image: 'Please upload a product image.' });
    expect(errorsOf({ image: { type: 'text/plain', size: 10 } })).toEqual({ image: TYPE_INVALID });
  });

  it('reports every invalid field at once', () => {
    expect(Object.keys(errorsOf({ name: '', price: '0', unit: 'pc', image: null })).sort()).toEqual(
      ['image', 'name', 'price', 'unit'],
    );
  });

  it('needs both the branch and the category id', () => {
    const missing = 'Branch or Category ID is missing. Cannot create product.';
    expect(missingIdsError('b1', 'c1')).toBeNull();
    expect(missingIdsError('b1', undefined)).toEqual(missing);
    expect(missingIdsError(' ', 'c1')).toEqual(missing);
  });
});

describe('product text fields (multipart)', () => {
  it('parses numbers and the packet flag sent as text', () => {
    expect(
      productTextFieldsSchema.parse({
        name: 'Chips',
        description: 'Salted',
        price: '20',
        quantity: '2',
        unit: 'pc',
        isPacket: 'true',
      }),
    ).toEqual({
      name: 'Chips',
      description: 'Salted',
      price: 20,
      quantity: 2,
      unit: 'pc',
      isPacket: true,
    });
  });

  it('treats a missing packet flag as not a packet, so a packet-only unit is refused', () => {
    const result = productTextFieldsSchema.safeParse({
      name: 'Chips',
      description: 'Salted',
      price: '20',
      quantity: '2',
      unit: 'pc',
    });
    expect(!result.success && fieldErrors(result.error)).toEqual({ unit: LOOSE_UNIT });
  });
});

describe('product edit', () => {
  const valid: ProductFormValues = {
    name: 'Milk',
    description: 'Toned',
    price: 28,
    quantity: 500,
    unit: 'ml',
    isPacket: true,
  };

  it('applies the same field rules without an image', () => {
    expect(validateProductEdit(valid)).toEqual({ ok: true, value: valid });
    expect(validateProductEdit({ ...valid, isPacket: false })).toEqual({
      ok: false,
      errors: { unit: LOOSE_UNIT },
      message: LOOSE_UNIT,
    });
    expect(validateProductEdit({ ...valid, price: '12.345', description: ' ' })).toEqual({
      ok: false,
      errors: { description: 'Please enter a description.', price: PRICE_INVALID },
      message: 'Please enter a description.',
    });
  });

  it('is strict about types in the JSON body', () => {
    const result = productFieldsSchema.safeParse({ ...valid, price: '28', isPacket: 'true' });
    expect(!result.success && fieldErrors(result.error)).toEqual({
      price: PRICE_INVALID,
      isPacket: 'Is packet must be true or false.',
    });
  });
});

describe('price and quantity helpers', () => {
  const product: ProductFormValues = {
    name: 'Milk',
    description: 'Toned',
    price: 28,
    quantity: 1,
    unit: 'pc',
    isPacket: true,
  };
  const isValidPrice = (price: number) => validateProductEdit({ ...product, price }).ok;
  const isValidQuantity = (quantity: number) => validateProductEdit({ ...product, quantity }).ok;

  it('counts decimals without floating-point surprises', () => {
    for (const price of [0.01, 0.07, 0.29, 1.1, 19.99, 999_999.99]) {
      expect(hasAtMostTwoDecimals(price)).toBe(true);
      expect(isValidPrice(price)).toBe(true);
    }
    for (const price of [0.001, 0.005, 1.234, 19.999]) {
      expect(hasAtMostTwoDecimals(price)).toBe(false);
    }
    expect(isValidPrice(0)).toBe(false);
    expect(isValidPrice(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isValidQuantity(1)).toBe(true);
    expect(isValidQuantity(0)).toBe(false);
  });
});

describe('imports, removals and deletions', () => {
  it('needs at least one product selected to import', () => {
    expect(validateImportProducts({ productIds: [] })).toEqual({
      ok: false,
      errors: { productIds: 'Please select at least one product to import.' },
      message: 'Please select at least one product to import.',
    });
    expect(validateImportProducts({ productIds: ['p1', 'p2', 'p1'] })).toEqual({
      ok: true,
      value: { productIds: ['p1', 'p2'] },
    });
  });

  it('needs at least one category selected to import', () => {
    const none = importCategoriesBodySchema.safeParse({ categoryIds: [] });
    expect(!none.success && fieldErrors(none.error).categoryIds).toEqual(
      'Please select at least one category to import.',
    );
    expect(importCategoriesBodySchema.parse({ categoryIds: [' c1 '] })).toEqual({
      categoryIds: ['c1'],
    });
  });

  it('rejects blank ids and overlong lists in removal bodies', () => {
    const blank = productIdsBodySchema.safeParse({ productIds: ['p1', ' '] });
    expect(!blank.success && fieldErrors(blank.error)).toEqual({
      productIds: 'An id is required.',
    });
    const many = categoryIdsBodySchema.safeParse({
      categoryIds: Array.from({ length: 501 }, (_, i) => `c${i}`),
    });
    expect(!many.success && fieldErrors(many.error)).toEqual({
      categoryIds: 'At most 500 items can be changed at once.',
    });
    const none = categoryIdsBodySchema.safeParse({ categoryIds: [] });
    expect(!none.success && fieldErrors(none.error)).toEqual({
      categoryIds: 'Please select at least one item.',
    });
  });

  it('enables an import button only with a selection and no import under way', () => {
    expect(canSubmitImport(0)).toBe(false);
    expect(canSubmitImport(1)).toBe(true);
    expect(canSubmitImport(3, true)).toBe(false);
  });

  it('hides default items already imported', () => {
    const defaults = [{ _id: 'd1' }, { _id: 'd2' }, { _id: 'd3' }];
    expect(notYetImported(defaults, ['d2', undefined])).toEqual([{ _id: 'd1' }, { _id: 'd3' }]);
  });
});

describe('messages built from constants', () => {
  it('reads as the specification and the bounds say', () => {
    expect(PRICE_TOO_HIGH.text).toEqual('Price must be at most ₹10,00,000.');
    expect(QUANTITY_TOO_HIGH.text).toEqual('Quantity must be at most 1,00,000.');
  });
});

describeWordForWord(messages, [
  [
    'CATEGORY_NOT_EMPTY',
    'This category cannot be removed because it contains products. Please empty the category first.',
  ],
  ['CATEGORY_NAME_AND_IMAGE_REQUIRED', 'Name and image are required.'],
  [
    'CUSTOM_PRODUCT_INVALID',
    'All fields are required and must have valid values. Please also upload an image.',
  ],
  ['BRANCH_OR_CATEGORY_ID_MISSING', 'Branch or Category ID is missing. Cannot create product.'],
  ['SELECT_PRODUCTS_TO_IMPORT', 'Please select at least one product to import.'],
]);

describe('catalogue CSV', () => {
  const row = {
    category: 'Rice',
    name: 'Sona masoori',
    description: 'Aged.',
    price: '72.50',
    quantity: '1',
    unit: 'kg',
    isPacket: 'TRUE',
  };

  it('prefixes formula-looking cells with a quote and reads them back', () => {
    for (const cell of ['=SUM(A1)', '+91', '-5% off', '@home']) {
      expect(messages.csvSafeCell(cell)).toEqual(`'${cell}`);
      expect(messages.csvCellText(messages.csvSafeCell(cell))).toBe(cell);
    }
    expect(messages.csvSafeCell('Rice, 1 kg')).toEqual('Rice, 1 kg');
    expect(messages.csvCellText("'quoted")).toBe("'quoted");
  });

  it('accepts a valid row with the product rules, any-case flags and a category', () => {
    expect(messages.validateCatalogueCsvRow(row)).toEqual({
      ok: true,
      value: {
        category: 'Rice',
        name: 'Sona masoori',
        description: 'Aged.',
        price: 72.5,
        quantity: 1,
        unit: 'kg',
        isPacket: true,
        imageUrl: '',
      },
    });
  });

  it('gives every message of a bad row', () => {
    expect(
      messages.validateCatalogueCsvRow({
        ...row,
        category: ' ',
        price: '1.005',
        unit: 'pc',
        isPacket: 'false',
      }),
    ).toEqual({
      ok: false,
      messages: [messages.CSV_CATEGORY_REQUIRED, PRICE_INVALID, LOOSE_UNIT],
    });
    expect(messages.validateCatalogueCsvRow({ ...row, price: '0', isPacket: '' })).toEqual({
      ok: false,
      messages: [PRICE_INVALID, messages.IS_PACKET_INVALID],
    });
  });

  it('keeps a formula-looking cell as text', () => {
    const result = messages.validateCatalogueCsvRow({ ...row, name: '=HYPERLINK("x")' });
    expect(result.ok && result.value.name).toEqual('=HYPERLINK("x")');
  });

  it('names the missing columns and the first line of a duplicate', () => {
    expect(messages.CATALOGUE_CSV_REQUIRED_COLUMNS).not.toContain('imageUrl');
    expect(messages.csvMissingColumnsMessage(['price', 'unit']).text).toMatch(
      /columns price, unit\./,
    );
    expect(messages.csvDuplicateMessage(4).text).toMatch(/line 4/);
    expect(messages.catalogueRowKey(' Rice ', 'SONA')).toBe(
      messages.catalogueRowKey('rice', 'sona'),
    );
    expect(messages.CSV_TOO_LARGE.text).toMatch(/5 MB/);
    expect(messages.CSV_TOO_MANY_ROWS.text).toMatch(/10,000 rows/);
  });
});
