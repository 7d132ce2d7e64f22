import { invalidFieldMessage } from '@kirana/domain/common';
import { randomUUID } from 'node:crypto';
import type { Message } from '@kirana/domain/catalogue';
import { describe, expect, test } from 'vitest';
import { STORE_NOT_FOUND } from '@kirana/domain/stores';
import { MULTIPART_REQUIRED } from '@kirana/domain/common';
import {
  CATALOGUE_CSV_COLUMNS,
  CSV_FILE_REQUIRED,
  CSV_NEW_CATEGORY_NEEDS_IMAGE,
  CSV_NOT_CSV,
  CSV_TOO_LARGE,
  CSV_TOO_MANY_ROWS,
  CSV_UPLOAD_HAS_ERRORS,
  CSV_UPLOAD_NOT_FOUND,
  CSV_WRONG_FIELD_COUNT,
  MAX_CATALOGUE_CSV_BYTES,
  MAX_CATALOGUE_CSV_ROWS,
  PRICE_INVALID,
  PRODUCT_DESCRIPTION_REQUIRED,
  UNIT_NOT_ALLOWED_LOOSE,
  csvDuplicateMessage,
  csvMissingColumnsMessage,
  csvUnreadableLineMessage,
} from '@kirana/domain/inventory';
import { TEST_PUBLIC_URL, useTestApp, type TestAdmin } from '../../testing/app.js';
import { expectContract, expectError } from '../../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../../testing/db.js';
import {
  importedCategoryWithProducts,
  insertStore,
  insertCustomCategory,
  insertCustomProduct,
  makeImage,
  multipart,
} from '../../testing/fixtures.js';

const UNKNOWN = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const HEADER = CATALOGUE_CSV_COLUMNS.join(',');
const image = (folder = 'categories') => `${TEST_PUBLIC_URL}/media/${folder}/${randomUUID()}.webp`;

interface Upload {
  _id: string;
  alreadyApplied: boolean;
  counts: Record<'total' | 'create' | 'update' | 'unchanged' | 'invalid' | 'newCategories', number>;
  create: { line: number; name: string; category: string; newCategory: boolean }[];
  update: { line: number; name: string; changes: string[] }[];
  unchanged: { line: number; name: string }[];
  invalid: { line: number; category: string; name: string; messages: string[] }[];
}
interface Applied {
  created: number;
  updated: number;
  unchanged: number;
  categoriesCreated: number;
  alreadyApplied: boolean;
}

describe.skipIf(!DATABASE_AVAILABLE)(`catalogue CSV upload (${TEST_DB})`, () => {
  const t = useTestApp();
  const uploadsUrl = (branchId: string) => `/api/admin/branches/${branchId}/catalogue-uploads`;

  function send(admin: TestAdmin, branchId: string, file: Buffer | string, type = 'text/csv') {
    const form = multipart({}, [
      { name: 'file', filename: 'catalogue.csv', contentType: type, data: Buffer.from(file) },
    ]);
    return t.call(
      'POST',
      uploadsUrl(branchId),
      { ...admin.headers, ...form.headers },
      form.payload,
    );
  }

  async function preview(admin: TestAdmin, branchId: string, file: Buffer | string) {
    const res = await send(admin, branchId, file);
    return expectContract<{ data: { upload: Upload } }>('createCatalogueUpload', res, 201).data
      .upload;
  }

  function applyRequest(admin: TestAdmin, branchId: string, uploadId: string) {
    return t.call('POST', `${uploadsUrl(branchId)}/${uploadId}/apply`, admin.headers);
  }

  async function apply(admin: TestAdmin, branchId: string, uploadId: string) {
    const res = await applyRequest(admin, branchId, uploadId);
    return expectContract<{ data: { applied: Applied } }>('applyCatalogueUpload', res, 200).data
      .applied;
  }

  async function setup() {
    const admin = await t.admin();
    const branch = await insertStore(t.repos, { status: 'approved' });
    return { admin, branch };
  }

  const counts = (db: typeof t.db) =>
    Promise.all(
      ['products', 'categories', 'audit_log'].map(
        async (table) =>
          (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n,
      ),
    );

  test('previews creates, updates and unchanged rows, then applies them all with one audit entry', async () => {
    const { admin, branch } = await setup();
    const snacks = await insertCustomCategory(t.repos, branch.id, 'Snacks');
    for (const [name, description, price] of [
      ['Chips', 'Salted.', 20],
      ['Murukku', 'Crunchy.', 30],
    ] as const)
      await insertCustomProduct(t.repos, branch.id, snacks.id, {
        name,
        description,
        price,
        quantity: 1,
        unit: 'pc',
        isPacket: true,
      });
    const picture = image();
    const csv = [
      'category;name;description;price;quantity;unit;isPacket;imageUrl',
      'snacks;CHIPS;Salted.;20.00;1;pc;TRUE;',
      'Snacks;Murukku;"Crunchy;\nand fresh.";35.5;1;pc;true;',
      `Oils;Groundnut oil;Cold pressed.;210;1;L;false;${picture}`,
      'Oils;"=1+2";"@home -x";1;1;kg;false;',
    ].join('\r\n');
    const upload = await preview(admin, branch.id, `\uFEFF${csv}`);
    expect(upload.counts).toEqual({
      total: 4,
      create: 2,
      update: 2,
      unchanged: 0,
      invalid: 0,
      newCategories: 1,
    });
    expect(upload.update.map((row) => [row.line, row.name, row.changes])).toEqual([
      [2, 'CHIPS', ['name']],
      [3, 'Murukku', ['description', 'price']],
    ]);
    expect(upload.create.map((row) => [row.line, row.name, row.category, row.newCategory])).toEqual(
      [
        [5, 'Groundnut oil', 'Oils', true],
        [6, '=1+2', 'Oils', true],
      ],
    );
    const [, , auditBefore] = await counts(t.db);

    const applied = await apply(admin, branch.id, upload._id);
    expect(applied).toEqual({
      created: 2,
      updated: 2,
      unchanged: 0,
      categoriesCreated: 1,
      alreadyApplied: false,
    });
    const [, , auditAfter] = await counts(t.db);
    expect(auditAfter).toBe((auditBefore ?? 0) + 1);
    const products = await t.repos.products.listByBranch(branch.id);
    const byName = Object.fromEntries(products.map((p) => [p.name, p]));
    expect(byName.Murukku).toMatchObject({ description: 'Crunchy;\nand fresh.', price: 35.5 });
    // A formula-looking cell is stored as the text it is.
    expect(byName['=1+2']).toMatchObject({ description: '@home -x', unit: 'kg', isPacket: false });
    expect(byName['Groundnut oil']?.imageKey).toBe(
      picture.slice(`${TEST_PUBLIC_URL}/media/`.length),
    );
    const oils = (await t.repos.categories.listByBranch(branch.id)).find((c) => c.name === 'Oils');
    expect(oils).toMatchObject({
      createdFromTemplate: false,
      imageKey: byName['Groundnut oil']?.imageKey,
    });
    // The product without an image took its category's.
    expect(byName['=1+2']?.imageKey).toBe(oils?.imageKey);
  });

  test('every invalid row is listed with its line and messages, and the upload cannot be applied', async () => {
    const { admin, branch } = await setup();
    await insertCustomCategory(t.repos, branch.id, 'Rice');
    const csv = [
      'category,name,description,price,quantity,unit,isPacket',
      'Rice,Sona masoori,"Aged,\n""new"" crop",72.50,1,kg,true',
      'Rice,Basmati,,90,1,kg,true',
      'Rice,Loose rice,By weight.,50,1,pc,false',
      'Rice,Free rice,Free.,0,1,kg,true',
      'Rice,Cheap rice,Cheap.,1.005,1,kg,true',
      'Rice,sona MASOORI,Again.,72.50,1,kg,true',
      'Rice,Short row,1',
      `Dal,Toor dal,Unpolished.,150,1,kg,true`,
    ].join('\n');
    const upload = await preview(admin, branch.id, csv);
    expect(upload.counts).toMatchObject({ total: 8, create: 1, invalid: 7 });
    expect(upload.create.map((row) => [row.line, row.name])).toEqual([[2, 'Sona masoori']]);
    expect(upload.invalid).toEqual([
      { line: 4, category: 'Rice', name: 'Basmati', messages: [PRODUCT_DESCRIPTION_REQUIRED.text] },
      { line: 5, category: 'Rice', name: 'Loose rice', messages: [UNIT_NOT_ALLOWED_LOOSE.text] },
      { line: 6, category: 'Rice', name: 'Free rice', messages: [PRICE_INVALID.text] },
      { line: 7, category: 'Rice', name: 'Cheap rice', messages: [PRICE_INVALID.text] },
      { line: 8, category: 'Rice', name: 'sona MASOORI', messages: [csvDuplicateMessage(2).text] },
      { line: 9, category: 'Rice', name: 'Short row', messages: [CSV_WRONG_FIELD_COUNT.text] },
      {
        line: 10,
        category: 'Dal',
        name: 'Toor dal',
        messages: [CSV_NEW_CATEGORY_NEEDS_IMAGE.text],
      },
    ]);
    const before = await counts(t.db);
    expectError(
      'applyCatalogueUpload',
      await applyRequest(admin, branch.id, upload._id),
      409,
      CSV_UPLOAD_HAS_ERRORS,
    );
    expect(await counts(t.db)).toEqual(before);
  });

  test('refuses a file that is not a CSV, a header without the columns, no file, no rows', async () => {
    const { admin, branch } = await setup();
    const bad = async (file: Buffer | string, status: number, message: string | Message) =>
      expectError('createCatalogueUpload', await send(admin, branch.id, file), status, message);
    await bad(await makeImage('png'), 400, CSV_NOT_CSV);
    await bad(Buffer.from([0x41, 0xff, 0xfe, 0x42]), 400, CSV_NOT_CSV);
    await bad(
      'name,price\nRice,10',
      400,
      csvMissingColumnsMessage(['category', 'description', 'quantity', 'unit', 'isPacket']),
    );
    await bad('', 400, CSV_FILE_REQUIRED);
    await bad(HEADER, 400, 'The file has a header row but no products.');
    await bad(`${HEADER}\nRice,"Sona,1,1,kg,true\n`, 400, csvUnreadableLineMessage(2));
    const res = await t.call(
      'POST',
      uploadsUrl(branch.id),
      { ...admin.headers, 'content-type': 'application/json' },
      '{}',
    );
    expectError('createCatalogueUpload', res, 415, MULTIPART_REQUIRED);
    expect((await t.db.query('select id from catalogue_uploads')).length).toBe(0);
  });

  test('413 above the row and size limits, naming the limit', async () => {
    const { admin, branch } = await setup();
    const row = 'Rice,Rice NNNNN,Aged.,10,1,kg,true\n';
    const many = `${HEADER.split(',').slice(0, 7).join(',')}\n${Array.from(
      { length: MAX_CATALOGUE_CSV_ROWS + 1 },
      (_, i) => row.replace('NNNNN', String(i)),
    ).join('')}`;
    expectError(
      'createCatalogueUpload',
      await send(admin, branch.id, many),
      413,
      CSV_TOO_MANY_ROWS,
    );
    expect(CSV_TOO_MANY_ROWS.text).toContain('10,000');
    const big = `${HEADER}\n${'x'.repeat(MAX_CATALOGUE_CSV_BYTES)}`;
    expectError(
      'createCatalogueUpload',
      await send(admin, branch.id, big),
      413,
      invalidFieldMessage('file', CSV_TOO_LARGE),
    );
    expect(CSV_TOO_LARGE.text).toContain('5 MB');
  });

  test('the same file applied twice changes nothing the second time', async () => {
    const { admin, branch } = await setup();
    const csv = `${HEADER}\nOils,Sesame oil,Cold pressed.,180,1,L,false,,${image()}\n`;
    const first = await preview(admin, branch.id, csv);
    expect(first.alreadyApplied).toBe(false);
    expect((await apply(admin, branch.id, first._id)).created).toBe(1);
    const before = await counts(t.db);
    // The same upload again, and a new upload of the same file.
    expect(await apply(admin, branch.id, first._id)).toEqual({
      created: 0,
      updated: 0,
      unchanged: 1,
      categoriesCreated: 0,
      alreadyApplied: true,
    });
    const second = await preview(admin, branch.id, csv);
    expect(second.alreadyApplied).toBe(true);
    expect(second.counts).toMatchObject({ unchanged: 1, create: 0 });
    expect((await apply(admin, branch.id, second._id)).alreadyApplied).toBe(true);
    expect(await counts(t.db)).toEqual(before);
  });

  test('a preview not applied within a day is dropped when the next file is checked; applied ones stay', async () => {
    const { admin, branch } = await setup();
    const csv = (name: string) =>
      `${HEADER}\nOils,${name},Cold pressed.,180,1,L,false,,${image()}\n`;
    const stale = await preview(admin, branch.id, csv('Sesame oil'));
    const groundnut = csv('Groundnut oil');
    const applied = await preview(admin, branch.id, groundnut);
    await apply(admin, branch.id, applied._id);
    await t.db.query(
      `update catalogue_uploads set created_at = now() - interval '25 hours' where id in ($1, $2)`,
      [stale._id, applied._id],
    );
    await preview(admin, branch.id, csv('Mustard oil'));
    const kept = await t.db.query<{ id: string }>('select id from catalogue_uploads');
    expect(kept.map((row) => row.id)).not.toContain(stale._id);
    expect(kept.map((row) => row.id)).toContain(applied._id);
    expectError(
      'applyCatalogueUpload',
      await applyRequest(admin, branch.id, stale._id),
      404,
      CSV_UPLOAD_NOT_FOUND,
    );
    // The applied file is still known: checked again, it is all unchanged.
    expect((await preview(admin, branch.id, groundnut)).alreadyApplied).toBe(true);
  });

  test('export then upload: every row unchanged', async () => {
    const { admin, branch } = await setup();
    const category = await insertCustomCategory(t.repos, branch.id, '-Offers');
    await insertCustomProduct(t.repos, branch.id, category.id, {
      name: '=Buy one, get one',
      description: 'Say "hi"\nto the new crop.',
      price: 12.3,
    });
    await insertCustomProduct(t.repos, branch.id, category.id, { name: '@Combo' });
    await importedCategoryWithProducts(t.repos, t.db, branch.id, 2);
    const exported = await t.call(
      'GET',
      `/api/admin/branches/${branch.id}/catalogue.csv`,
      admin.headers,
    );
    const upload = await preview(admin, branch.id, exported.rawPayload);
    expect(upload.counts).toEqual({
      total: 4,
      create: 0,
      update: 0,
      unchanged: 4,
      invalid: 0,
      newCategories: 0,
    });
    const before = await counts(t.db);
    expect(await apply(admin, branch.id, upload._id)).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 4,
    });
    expect(await counts(t.db)).toEqual(before);
  });

  test('a failure mid-apply writes nothing: all rows or none', async () => {
    const { admin, branch } = await setup();
    const rows = Array.from(
      { length: 5 },
      (_, i) => `Oils,Oil ${i},Cold pressed.,${100 + i},1,L,false,,${image()}`,
    );
    const upload = await preview(admin, branch.id, `${HEADER}\n${rows.join('\n')}\n`);
    expect(upload.counts.create).toBe(5);
    const before = await counts(t.db);
    await t.db.query('create sequence kirana_test_inserts');
    await t.db.query(`create or replace function kirana_test_fail() returns trigger
      language plpgsql as $$ begin
        if nextval('kirana_test_inserts') >= 3 then raise exception 'disk full'; end if;
        return new;
      end $$`);
    await t.db.query(`create trigger kirana_test_fail before insert on products
      for each row execute function kirana_test_fail()`);
    try {
      const res = await applyRequest(admin, branch.id, upload._id);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.query('drop trigger kirana_test_fail on products');
      await t.db.query('drop function kirana_test_fail()');
      await t.db.query('drop sequence kirana_test_inserts');
    }
    expect(await counts(t.db)).toEqual(before);
    const [stored] = await t.db.query<{ appliedAt: string | null }>(
      'select applied_at as "appliedAt" from catalogue_uploads where id = $1',
      [upload._id],
    );
    expect(stored?.appliedAt).toBeNull();
    // Once the failure is gone the same upload applies whole.
    expect((await apply(admin, branch.id, upload._id)).created).toBe(5);
  });

  test("404 for an unknown store or upload, or another store's upload; 401 without a token", async () => {
    const { admin, branch } = await setup();
    const other = await insertStore(t.repos, { status: 'approved' });
    expectError(
      'createCatalogueUpload',
      await send(admin, UNKNOWN, `${HEADER}\n`),
      404,
      STORE_NOT_FOUND,
    );
    const upload = await preview(
      admin,
      branch.id,
      `${HEADER}\nOils,Sesame oil,Cold pressed.,180,1,L,false,,${image()}\n`,
    );
    expectError(
      'applyCatalogueUpload',
      await applyRequest(admin, other.id, upload._id),
      404,
      CSV_UPLOAD_NOT_FOUND,
    );
    expectError(
      'applyCatalogueUpload',
      await applyRequest(admin, branch.id, UNKNOWN),
      404,
      CSV_UPLOAD_NOT_FOUND,
    );
    expectError(
      'applyCatalogueUpload',
      await applyRequest(admin, UNKNOWN, upload._id),
      404,
      STORE_NOT_FOUND,
    );
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${uploadsUrl(branch.id)}/${upload._id}/apply`,
    });
    expectError('applyCatalogueUpload', anonymous, 401);
  });
});
