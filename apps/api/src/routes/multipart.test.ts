// Each multipart form caps its files by their kind's own limit (images, documents, CSV): a file
// of exactly the limit passes the cap, one byte more is a 413 that names the file's field, the
// kind's rule and the limit in bytes. A field takes one file: sent twice it is a 400 naming it.
import { PRIVACY_NOTICE_VERSION } from '@kirana/domain/privacy-notice';
import { describe, expect, test } from 'vitest';
import { ONE_FILE_PER_FIELD, invalidFieldMessage } from '@kirana/domain/common';
import { DOCUMENT_TOO_LARGE, MAX_DOCUMENT_BYTES } from '@kirana/domain/documents';
import type { Message } from '@kirana/domain/catalogue';
import { CSV_TOO_LARGE, MAX_CATALOGUE_CSV_BYTES } from '@kirana/domain/inventory';
import { IMAGE_FILE_TOO_LARGE, MAX_AFFILIATE_IMAGE_BYTES } from '@kirana/domain/uploads';
import { useTestApp, type TestAdmin } from '../testing/app.js';
import { expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertStore, insertCustomCategory, makeImage, multipart } from '../testing/fixtures.js';
import { CSV_LIMIT, DOCUMENT_LIMIT, IMAGE_LIMIT } from './multipart.js';

/** A JPEG padded after its end marker to exactly `bytes`. */
async function jpegOf(bytes: number): Promise<Buffer> {
  const jpeg = await makeImage('jpeg');
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length)]);
}

const CSV_HEADER = 'category,name,description,price,quantity,unit,isPacket\n';
const csvOf = (bytes: number) =>
  Buffer.concat([Buffer.from(CSV_HEADER), Buffer.alloc(bytes - CSV_HEADER.length, 'x')]);

interface Form {
  /** The operation, for the contract check, and its method. */
  operationId: string;
  method: 'POST' | 'PUT';
  field: string;
  maxBytes: number;
  tooLarge: Message;
  url: (branchId: string, categoryId: string) => string;
  fields: (branchId: string, categoryId: string) => Record<string, string>;
  file: (bytes: number) => Promise<Buffer>;
  contentType: string;
}

const FORMS: Form[] = [
  {
    operationId: 'createCustomCategory',
    method: 'POST',
    field: 'categoryImage',
    maxBytes: MAX_AFFILIATE_IMAGE_BYTES,
    tooLarge: IMAGE_FILE_TOO_LARGE,
    url: (branchId) => `/api/branch/${branchId}/categories`,
    fields: () => ({ name: 'Snacks' }),
    file: jpegOf,
    contentType: 'image/jpeg',
  },
  {
    operationId: 'createCustomProduct',
    method: 'POST',
    field: 'productImage',
    maxBytes: MAX_AFFILIATE_IMAGE_BYTES,
    tooLarge: IMAGE_FILE_TOO_LARGE,
    url: (branchId) => `/api/branch/${branchId}/products`,
    fields: (branchId, categoryId) => ({
      name: 'Rice',
      description: 'Aged rice.',
      price: '62.50',
      quantity: '1',
      unit: 'kg',
      isPacket: 'false',
      branchId,
      categoryId,
    }),
    file: jpegOf,
    contentType: 'image/jpeg',
  },
  {
    operationId: 'uploadBranchDocument',
    method: 'PUT',
    field: 'file',
    maxBytes: MAX_DOCUMENT_BYTES,
    tooLarge: DOCUMENT_TOO_LARGE,
    url: (branchId) => `/api/admin/branches/${branchId}/documents/shop_photo`,
    fields: () => ({}),
    file: jpegOf,
    contentType: 'image/jpeg',
  },
  {
    operationId: 'applyAsDeliveryPartner',
    method: 'POST',
    field: 'photo',
    maxBytes: MAX_DOCUMENT_BYTES,
    tooLarge: DOCUMENT_TOO_LARGE,
    url: () => '/api/delivery-partners/applications',
    fields: () => ({
      name: 'Ravi Kumar',
      phone: '9848022338',
      pincode: '500001',
      vehicle: 'bicycle',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      noticeLanguage: 'en',
    }),
    file: jpegOf,
    contentType: 'image/jpeg',
  },
  {
    operationId: 'createCatalogueUpload',
    method: 'POST',
    field: 'file',
    maxBytes: MAX_CATALOGUE_CSV_BYTES,
    tooLarge: CSV_TOO_LARGE,
    url: (branchId) => `/api/admin/branches/${branchId}/catalogue-uploads`,
    fields: () => ({}),
    file: async (bytes) => csvOf(bytes),
    contentType: 'text/csv',
  },
];

test('each kind of file has its own limit, from packages/domain', () => {
  expect(IMAGE_LIMIT).toEqual({
    maxBytes: MAX_AFFILIATE_IMAGE_BYTES,
    tooLarge: IMAGE_FILE_TOO_LARGE,
  });
  expect(DOCUMENT_LIMIT).toEqual({ maxBytes: MAX_DOCUMENT_BYTES, tooLarge: DOCUMENT_TOO_LARGE });
  expect(CSV_LIMIT).toEqual({ maxBytes: MAX_CATALOGUE_CSV_BYTES, tooLarge: CSV_TOO_LARGE });
  for (const limit of [IMAGE_LIMIT, DOCUMENT_LIMIT, CSV_LIMIT])
    expect(limit.tooLarge.params.maxBytes).toBe(limit.maxBytes);
});

describe.skipIf(!DATABASE_AVAILABLE)(`multipart file limits (${TEST_DB})`, () => {
  const t = useTestApp();

  async function send(admin: TestAdmin, form: Form, bytes: number, copies = 1) {
    const branch = await insertStore(t.repos);
    const category = await insertCustomCategory(t.repos, branch.id);
    const file = {
      name: form.field,
      filename: form.contentType === 'text/csv' ? 'catalogue.csv' : 'photo.jpg',
      contentType: form.contentType,
      data: await form.file(bytes),
    };
    const body = multipart(form.fields(branch.id, category.id), Array(copies).fill(file));
    return t.app.inject({
      method: form.method,
      url: form.url(branch.id, category.id),
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
  }

  test.each(FORMS.map((form) => [`${form.operationId} ${form.field}`, form] as const))(
    '%s: the limit passes, one byte more is a 413 naming the field and the limit',
    async (_name, form) => {
      const admin = await t.admin();
      const atLimit = await send(admin, form, form.maxBytes);
      expect(atLimit.statusCode, atLimit.body.slice(0, 300)).not.toBe(413);
      expect(atLimit.statusCode).toBeLessThan(500);
      const over = expectError(form.operationId, await send(admin, form, form.maxBytes + 1), 413, {
        ...form.tooLarge,
        field: form.field,
      });
      expect(over.params).toMatchObject({ maxBytes: form.maxBytes });
    },
  );

  test.each(FORMS.map((form) => [`${form.operationId} ${form.field}`, form] as const))(
    '%s: the same file field twice is a 400 naming the field, and nothing is written',
    async (_name, form) => {
      const admin = await t.admin();
      // One file is taken (or refused for other reasons: an application needs more papers).
      const once = await send(admin, form, 4096);
      expect(once.statusCode).toBeLessThan(500);
      expect(once.body).not.toContain(ONE_FILE_PER_FIELD.rule);
      const audited = (await t.repos.audit.list()).length;
      expectError(
        form.operationId,
        await send(admin, form, 4096, 2),
        400,
        invalidFieldMessage(form.field, ONE_FILE_PER_FIELD),
      );
      expect((await t.repos.audit.list()).length).toBe(audited);
    },
  );
});
