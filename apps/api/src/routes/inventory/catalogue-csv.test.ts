import { parse } from 'csv-parse/sync';
import { describe, expect, test } from 'vitest';
import { STORE_NOT_FOUND } from '@kirana/domain/stores';
import { API_AUTHENTICATION_REQUIRED } from '@kirana/domain/auth';
import { CATALOGUE_CSV_COLUMNS } from '@kirana/domain/inventory';
import { TEST_PUBLIC_URL, useTestApp } from '../../testing/app.js';
import { expectContract, expectError } from '../../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../../testing/db.js';
import { at } from '../../repositories/rows.js';
import {
  importedCategory,
  insertStore,
  insertCustomCategory,
  insertCustomProduct,
} from '../../testing/fixtures.js';

const UNKNOWN = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe.skipIf(!DATABASE_AVAILABLE)(`catalogue CSV export (${TEST_DB})`, () => {
  const t = useTestApp();
  const exportUrl = (branchId: string) => `/api/admin/branches/${branchId}/catalogue.csv`;

  test('answers every product of the store under a header row, as a named attachment', async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos, { status: 'approved', name: 'Sri Lakshmi Stores' });
    const other = await insertStore(t.repos, { status: 'approved' });
    const snacks = await insertCustomCategory(t.repos, branch.id, 'Snacks');
    const chips = await insertCustomProduct(t.repos, branch.id, snacks.id, {
      name: 'Potato chips',
      description: 'Salted, ₹ friendly.',
      price: 20,
      quantity: 3,
      unit: 'pc',
      isPacket: true,
    });
    const { category: imported, defaults } = await importedCategory(t.repos, t.db, branch.id, 1);
    const dflt = at(defaults);
    await insertCustomProduct(
      t.repos,
      other.id,
      (await insertCustomCategory(t.repos, other.id)).id,
    );
    await t.repos.products.importDefaults(
      { branchId: branch.id, categoryId: imported.id, defaultProductIds: [dflt.id] },
      t.db,
    );

    const res = await t.call('GET', exportUrl(branch.id), admin.headers);
    expectContract('exportCatalogue', res, 200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="sri-lakshmi-stores-catalogue.csv"; filename*=UTF-8''Sri%20Lakshmi%20Stores-catalogue.csv`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual([...CATALOGUE_CSV_COLUMNS]);
    const byName = Object.fromEntries(rows.map((row) => [row[1], row]));
    expect(rows).toHaveLength(2);
    expect(byName['Potato chips']).toEqual([
      'Snacks',
      'Potato chips',
      'Salted, ₹ friendly.',
      '20.00',
      '3',
      'pc',
      'true',
      '',
      `${TEST_PUBLIC_URL}/media/${chips.imageKey}`,
    ]);
    expect(byName[dflt.name]).toEqual([
      imported.name,
      dflt.name,
      dflt.description,
      '99.50',
      '1',
      'kg',
      'true',
      dflt.id,
      expect.stringMatching(/^http:\/\/api\.test\/media\/products\//),
    ]);
  });

  test('quotes commas, quotes and newlines, and prefixes formula-looking cells', async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos, { status: 'approved' });
    const category = await insertCustomCategory(t.repos, branch.id, '=Snacks');
    await insertCustomProduct(t.repos, branch.id, category.id, {
      name: 'Rice, 1 kg',
      description: 'Say "hi"\nto the new crop.',
    });
    await insertCustomProduct(t.repos, branch.id, category.id, {
      name: '+91 special',
      description: '@once -then',
    });
    const res = await t.call('GET', exportUrl(branch.id), admin.headers);
    expectContract('exportCatalogue', res, 200);
    expect(res.body).toContain(`'=Snacks,"Rice, 1 kg","Say ""hi""\nto the new crop.",25.00`);
    expect(res.body).toContain(`'=Snacks,'+91 special,'@once -then,25.00`);
  });

  test('answers only the header for a store without products, in batches for a large one', async () => {
    const admin = await t.admin();
    const empty = await insertStore(t.repos, { status: 'approved' });
    const res = await t.call('GET', exportUrl(empty.id), admin.headers);
    expect(res.body).toBe(`\uFEFF${CATALOGUE_CSV_COLUMNS.join(',')}\n`);

    const branch = await insertStore(t.repos, { status: 'approved' });
    const category = await insertCustomCategory(t.repos, branch.id, 'Bulk');
    for (let i = 0; i < 7; i += 1)
      await insertCustomProduct(t.repos, branch.id, category.id, { name: `Item ${i}` });
    const names: string[] = [];
    for await (const line of t.repos.products.streamCatalogue(branch.id, 3)) names.push(line.name);
    expect(names).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `Item ${i}`));
  });

  test('the admin app, on another origin, may read the file name', async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos, { status: 'approved' });
    const origin = t.config.corsOrigins[0] ?? '';
    const res = await t.call('GET', exportUrl(branch.id), { ...admin.headers, origin });
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(String(res.headers['access-control-expose-headers'])).toContain('Content-Disposition');
  });

  test('404 for an unknown store, 401 without a token', async () => {
    const admin = await t.admin();
    expectError(
      'exportCatalogue',
      await t.app.inject({ method: 'GET', url: exportUrl(UNKNOWN), headers: admin.headers }),
      404,
      STORE_NOT_FOUND,
    );
    expectError(
      'exportCatalogue',
      await t.app.inject({ method: 'GET', url: exportUrl(UNKNOWN) }),
      401,
      API_AUTHENTICATION_REQUIRED,
    );
  });
});
