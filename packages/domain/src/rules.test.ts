import { describe, expect, it } from 'vitest';
import {
  affiliateCreateBodySchema,
  affiliateEditBodySchema,
  branchStatusOf,
  canDecideBranch,
  canSubmitImport,
  categoryIdsBodySchema,
  fieldErrors,
  hasAtMostTwoDecimals,
  imageFileError,
  importCategoriesBodySchema,
  isAffiliateLink,
  isAllowedImageType,
  isSessionExpired,
  isValidPrice,
  isValidQuantity,
  loginAsBranchBodySchema,
  loginBodySchema,
  missingIdsError,
  notYetImported,
  partitionByTemplate,
  pincodeToSearch,
  productEditBodySchema,
  productIdsBodySchema,
  productTextFieldsSchema,
  sessionExpiresAt,
  validateAffiliateCreate,
  validateAffiliateEdit,
  validateAffiliateImage,
  validateBranchLookup,
  validateContactForm,
  validateCustomCategory,
  validateCustomProduct,
  validateImportCategories,
  validateImportProducts,
  validateLogin,
  validateProductEdit,
  type ContactFormValues,
  type CustomProductFormValues,
  type ProductFormValues,
} from './rules.js';

const MiB = 1024 * 1024;
const png = (size = 1000) => ({ type: 'image/png', size, name: 'photo.png' });

const ALL_REQUIRED =
  'All fields are required and must have valid values. Please also upload an image.';
const PRICE_INVALID = 'Price must be more than ₹0, with at most two decimals.';
const QUANTITY_INVALID = 'Quantity must be a whole number of at least 1.';
const LOOSE_UNIT = 'A product that is not a packet is sold in kg or L only.';
const TYPE_INVALID = 'Please select a valid image file (JPEG, PNG, GIF, WebP)';
const TOO_LARGE = 'File size exceeds 5MB limit';
const NO_FILE = 'Please select a file to upload';

describe('login', () => {
  it('accepts a well-formed email and a password, trimming and lower-casing the email', () => {
    expect(validateLogin({ email: '  Admin@Kirana.in ', password: ' secret ' })).toEqual({
      ok: true,
      value: { email: 'admin@kirana.in', password: ' secret ', rememberMe: false },
    });
    const remembered = validateLogin({ email: 'a@b.in', password: 'x', rememberMe: true });
    expect(remembered.ok && remembered.value.rememberMe).toBe(true);
  });

  it('requires both fields', () => {
    expect(validateLogin({ email: '   ', password: '' })).toEqual({
      ok: false,
      errors: {
        email: 'Please enter your email address.',
        password: 'Please enter your password.',
      },
      message: 'Please enter your email address.',
    });
  });

  it('rejects a malformed email', () => {
    for (const email of ['admin', 'admin@', '@kirana.in', 'admin@kirana', 'a b@kirana.in']) {
      const result = validateLogin({ email, password: 'x' });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.errors.email).toBe(
        'Please enter a valid email address, like name@example.com.',
      );
    }
  });

  it('rejects a body whose rememberMe is not a boolean and one without fields', () => {
    const bad = loginBodySchema.safeParse({ email: 'a@b.in', password: 'x', rememberMe: 'yes' });
    expect(bad.success).toBe(false);
    expect(!bad.success && fieldErrors(bad.error)).toEqual({
      rememberMe: 'Remember me must be true or false.',
    });
    const empty = loginBodySchema.safeParse({});
    expect(!empty.success && fieldErrors(empty.error)).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
    });
  });

  it('bounds the password length', () => {
    expect(validateLogin({ email: 'a@b.in', password: 'x'.repeat(256) }).ok).toBe(true);
    const long = validateLogin({ email: 'a@b.in', password: 'x'.repeat(257) });
    expect(!long.ok && long.errors.password).toBe('Your password must be at most 256 characters.');
  });
});

describe('session', () => {
  const now = Date.UTC(2025, 3, 21, 10, 0, 0);

  it('ends 30 days after login with remember-me and 8 hours without', () => {
    expect(sessionExpiresAt(now, true) - now).toBe(30 * 24 * 60 * 60 * 1000);
    expect(sessionExpiresAt(now, false) - now).toBe(8 * 60 * 60 * 1000);
  });

  it('is over once the expiry is reached', () => {
    expect(isSessionExpired(now + 1, now)).toBe(false);
    expect(isSessionExpired(now, now)).toBe(true);
    expect(isSessionExpired(now - 1, now)).toBe(true);
    expect(isSessionExpired(Number.NaN, now)).toBe(true);
  });
});

describe('branch lookup', () => {
  it('needs a Branch ID that is not blank, and trims it', () => {
    expect(validateBranchLookup({ branchId: '  br-42 ' })).toEqual({
      ok: true,
      value: { branchId: 'br-42' },
    });
    for (const branchId of ['', '   ']) {
      expect(validateBranchLookup({ branchId })).toEqual({
        ok: false,
        errors: { branchId: 'Please enter a Branch ID.' },
        message: 'Please enter a Branch ID.',
      });
    }
  });

  it('is the login-as-branch body too', () => {
    expect(loginAsBranchBodySchema.safeParse({}).success).toBe(false);
    expect(loginAsBranchBodySchema.parse({ branchId: ' b1 ' })).toEqual({ branchId: 'b1' });
    const long = validateBranchLookup({ branchId: 'x'.repeat(101) });
    expect(!long.ok && long.message).toBe('A Branch ID is at most 100 characters.');
  });
});

describe('branch status', () => {
  it('treats any unknown status as rejected', () => {
    expect(branchStatusOf('approved')).toBe('approved');
    expect(branchStatusOf('pending')).toBe('pending');
    expect(branchStatusOf('rejected')).toBe('rejected');
    expect(branchStatusOf('suspended')).toBe('suspended');
    expect(branchStatusOf('archived')).toBe('rejected');
    expect(branchStatusOf(undefined)).toBe('rejected');
  });

  it('offers approve and reject only while pending', () => {
    expect(canDecideBranch('pending')).toBe(true);
    expect(canDecideBranch('approved')).toBe(false);
    expect(canDecideBranch('rejected')).toBe(false);
  });
});

describe('affiliate links', () => {
  it('accepts http and https URLs', () => {
    expect(isAffiliateLink('https://www.amazon.in/dp/B0123?tag=kirana-21')).toBe(true);
    expect(isAffiliateLink('http://shop.example.com/item')).toBe(true);
  });

  it('rejects other schemes, bare words and hosts without a domain', () => {
    for (const link of [
      'ftp://example.com/file',
      'javascript:alert(1)',
      'mailto:someone@example.com',
      'www.example.com',
      'example',
      'https://',
      'http://localhost/item',
    ]) {
      expect(isAffiliateLink(link)).toBe(false);
    }
  });
});

describe('affiliate product create', () => {
  const valid = {
    name: ' Basmati Rice 5kg ',
    imageUrl: 'http://localhost:3000/media/affiliate/abc.jpg',
    affiliateLink: ' https://www.amazon.in/dp/B0123 ',
    isActive: false,
  };

  it('accepts name, image URL, link and the active flag, trimmed', () => {
    expect(validateAffiliateCreate(valid)).toEqual({
      ok: true,
      value: {
        name: 'Basmati Rice 5kg',
        imageUrl: 'http://localhost:3000/media/affiliate/abc.jpg',
        affiliateLink: 'https://www.amazon.in/dp/B0123',
        isActive: false,
      },
    });
  });

  it('defaults isActive to true when the body leaves it out', () => {
    const { isActive: _omitted, ...body } = valid;
    expect(affiliateCreateBodySchema.parse(body).isActive).toBe(true);
  });

  it('requires name and link and says which is wrong', () => {
    expect(validateAffiliateCreate({ ...valid, name: '  ', affiliateLink: '' })).toEqual({
      ok: false,
      errors: {
        name: 'Please enter a product name.',
        affiliateLink: 'Please enter the affiliate link.',
      },
      message: 'Please enter a product name.',
    });
    const bad = validateAffiliateCreate({ ...valid, affiliateLink: 'javascript:alert(1)' });
    expect(!bad.ok && bad.errors).toEqual({
      affiliateLink: 'Please enter a valid link starting with http:// or https://.',
    });
  });

  it('bounds the name at 120 characters', () => {
    expect(validateAffiliateCreate({ ...valid, name: 'n'.repeat(120) }).ok).toBe(true);
    const long = validateAffiliateCreate({ ...valid, name: 'n'.repeat(121) });
    expect(!long.ok && long.errors.name).toBe('Product name must be at most 120 characters.');
  });

  it('requires an http or https image URL', () => {
    const missing = affiliateCreateBodySchema.safeParse({ ...valid, imageUrl: '' });
    expect(!missing.success && fieldErrors(missing.error)).toEqual({
      imageUrl: 'Please upload a product image first.',
    });
    const data = affiliateCreateBodySchema.safeParse({ ...valid, imageUrl: 'data:image/png,x' });
    expect(!data.success && fieldErrors(data.error)).toEqual({
      imageUrl: 'The image address must be an http:// or https:// URL.',
    });
  });
});

describe('affiliate product edit', () => {
  it('takes name and link, and optionally the active flag', () => {
    expect(validateAffiliateEdit({ name: 'Tea', affiliateLink: 'https://shop.in/tea' })).toEqual({
      ok: true,
      value: { name: 'Tea', affiliateLink: 'https://shop.in/tea' },
    });
    const reactivate = affiliateEditBodySchema.parse({
      name: 'Tea',
      affiliateLink: 'https://shop.in/tea',
      isActive: true,
    });
    expect(reactivate.isActive).toBe(true);
  });

  it('rejects a link that is not a URL and a blank name', () => {
    expect(validateAffiliateEdit({ name: '', affiliateLink: 'not a link' })).toEqual({
      ok: false,
      errors: {
        name: 'Please enter a product name.',
        affiliateLink: 'Please enter a valid link starting with http:// or https://.',
      },
      message: 'Please enter a product name.',
    });
  });
});

describe('affiliate image', () => {
  it('accepts JPEG, PNG, GIF and WebP', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(validateAffiliateImage({ type, size: 1 }).ok).toBe(true);
    }
  });

  it('rejects other types with the specification message', () => {
    for (const type of ['image/svg+xml', 'image/bmp', 'application/pdf', '']) {
      expect(validateAffiliateImage({ type, size: 1 })).toEqual({
        ok: false,
        errors: { file: TYPE_INVALID },
        message: TYPE_INVALID,
      });
    }
  });

  it('accepts exactly 5 MiB and rejects one byte more', () => {
    expect(validateAffiliateImage(png(5 * MiB)).ok).toBe(true);
    expect(validateAffiliateImage(png(5 * MiB + 1))).toEqual({
      ok: false,
      errors: { file: TOO_LARGE },
      message: TOO_LARGE,
    });
  });

  it('asks for a file when none is chosen', () => {
    expect(validateAffiliateImage(null)).toEqual({
      ok: false,
      errors: { file: NO_FILE },
      message: NO_FILE,
    });
    expect(imageFileError(undefined)).toBe(NO_FILE);
  });

  it('checks the type before the size', () => {
    expect(imageFileError({ type: 'image/tiff', size: 6 * MiB })).toBe(TYPE_INVALID);
    expect(isAllowedImageType('IMAGE/PNG')).toBe(true);
  });
});

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
      expect(!result.ok && result.message).toBe('Name and image are required.');
    }
  });

  it('rejects a long name and an unusable image with their own messages', () => {
    const long = validateCustomCategory({ name: 'c'.repeat(121), image: png() });
    expect(!long.ok && long.message).toBe('Category name must be at most 120 characters.');
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
    expect(result.message).toBe(ALL_REQUIRED);
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
    expect(missingIdsError('b1', undefined)).toBe(missing);
    expect(missingIdsError(' ', 'c1')).toBe(missing);
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
    const result = productEditBodySchema.safeParse({ ...valid, price: '28', isPacket: 'true' });
    expect(!result.success && fieldErrors(result.error)).toEqual({
      price: PRICE_INVALID,
      isPacket: 'Is packet must be true or false.',
    });
  });
});

describe('price and quantity helpers', () => {
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
    const none = validateImportCategories({ categoryIds: [] });
    expect(!none.ok && none.message).toBe('Please select at least one category to import.');
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

  it('splits categories into the default and custom tabs', () => {
    const imported = { _id: 'a', createdFromTemplate: true };
    const custom = { _id: 'b', createdFromTemplate: false };
    const unset = { _id: 'c', createdFromTemplate: undefined };
    expect(partitionByTemplate([imported, custom, unset])).toEqual({
      defaults: [imported],
      customs: [custom, unset],
    });
  });

  it('hides default items already imported', () => {
    const defaults = [{ _id: 'd1' }, { _id: 'd2' }, { _id: 'd3' }];
    expect(notYetImported(defaults, ['d2', undefined])).toEqual([{ _id: 'd1' }, { _id: 'd3' }]);
  });
});

describe('contact form', () => {
  const valid: ContactFormValues = {
    name: ' Asha ',
    email: ' asha@example.com ',
    phone: '',
    subject: 'Store Partnership',
    message: ' I run a kirana store in Ameerpet. ',
  };

  it('accepts the required fields with no phone', () => {
    expect(validateContactForm(valid)).toEqual({
      ok: true,
      value: {
        name: 'Asha',
        email: 'asha@example.com',
        subject: 'Store Partnership',
        message: 'I run a kirana store in Ameerpet.',
      },
    });
    const { phone: _phone, ...withoutPhone } = valid;
    expect(validateContactForm(withoutPhone).ok).toBe(true);
  });

  it('keeps a phone number when one is given', () => {
    const result = validateContactForm({ ...valid, phone: ' +91 98765-43210 ' });
    expect(result.ok && result.value.phone).toBe('+91 98765-43210');
  });

  it('gives a message next to every field that is wrong', () => {
    expect(
      validateContactForm({ name: ' ', email: '', phone: 'call me', subject: '', message: '' }),
    ).toEqual({
      ok: false,
      errors: {
        name: 'Please tell us your name.',
        email: 'Please enter your email address so we can reply.',
        phone: 'Please enter a valid phone number (digits, spaces, + or -), or leave it empty.',
        subject: 'Please choose a subject: Customer Support, Store Partnership, Feedback, Other.',
        message: 'Please write your message.',
      },
      message: 'Please tell us your name.',
    });
  });

  it('checks the email format and the subject list', () => {
    const result = validateContactForm({ ...valid, email: 'asha@', subject: 'Complaint' });
    expect(!result.ok && result.errors).toEqual({
      email: 'Please enter a valid email address, like name@example.com.',
      subject: 'Please choose a subject: Customer Support, Store Partnership, Feedback, Other.',
    });
    for (const subject of ['Customer Support', 'Store Partnership', 'Feedback', 'Other']) {
      expect(validateContactForm({ ...valid, subject }).ok).toBe(true);
    }
  });

  it('bounds the message at 2000 characters', () => {
    expect(validateContactForm({ ...valid, message: 'm'.repeat(2000) }).ok).toBe(true);
    const long = validateContactForm({ ...valid, message: 'm'.repeat(2001) });
    expect(!long.ok && long.errors.message).toBe(
      'Please keep your message to 2,000 characters or fewer.',
    );
  });
});

describe('store finder pincode', () => {
  it('does nothing for a blank or whitespace-only pincode', () => {
    expect(pincodeToSearch('')).toBeNull();
    expect(pincodeToSearch('   ')).toBeNull();
    expect(pincodeToSearch(undefined)).toBeNull();
  });

  it('searches for the trimmed text without checking its format', () => {
    expect(pincodeToSearch(' 500016 ')).toBe('500016');
    expect(pincodeToSearch('abc')).toBe('abc');
  });
});
