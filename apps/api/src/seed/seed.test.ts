import { describe, expect, test } from 'vitest';
import { CATALOGUE } from './catalogue.js';
import { STORES } from './stores.js';
import { seedDemo } from './seed.js';
import { TEST_PUBLIC_URL, useTestApp } from '../testing/app.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { expectContract } from '../testing/contract.js';
import { isUnitAllowed } from '@kirana/domain/units';
import sharp from 'sharp';

describe('demo data', () => {
  test('a catalogue of at least 10 categories and 100 products, each valid', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(10);
    const products = CATALOGUE.flatMap((c) => c.products);
    expect(products.length).toBeGreaterThanOrEqual(100);
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
    for (const p of products) {
      expect(isUnitAllowed(p.unit, p.isPacket), p.name).toBe(true);
      expect(Number.isInteger(p.quantity) && p.quantity > 0, p.name).toBe(true);
      expect(p.price > 0 && Math.round(p.price * 100) === p.price * 100, p.name).toBe(true);
    }
  });

  test('at least 12 Hyderabad stores in all three statuses, with +91 phones and 5000xx pincodes', () => {
    expect(STORES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(STORES.map((s) => s.status))).toEqual(
      new Set(['approved', 'pending', 'rejected']),
    );
    for (const store of STORES) {
      expect(store.phone).toMatch(/^\+91 \d{5} \d{5}$/);
      expect(Number(store.pincode)).toBeGreaterThanOrEqual(500001);
      expect(Number(store.pincode)).toBeLessThanOrEqual(500100);
    }
  });
});

describe.skipIf(!DATABASE_AVAILABLE)(`seedDemo (${TEST_DB})`, () => {
  const t = useTestApp();

  test('fills an empty database once; the stats are real counts; images are served', async () => {
    const context = { db: t.db, repos: t.repos, storage: t.storage, config: t.config };
    const summary = await seedDemo(context);
    expect(summary).toMatchObject({ defaultCategories: CATALOGUE.length, branches: STORES.length });
    expect(await seedDemo(context)).toBeNull();

    const admin = await t.admin();
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(
      expectContract('getDeliveredOrdersCount', await get('/api/stats/orders/delivered'), 200),
    ).toBe(summary?.deliveredOrders);
    expect(expectContract('getActiveBranchesCount', await get('/api/stats/branches'), 200)).toBe(
      STORES.filter((s) => s.status === 'approved').length,
    );
    expect(
      expectContract('getCustomersCount', await get('/api/stats/customers'), 200),
    ).toBeGreaterThan(0);

    const categories = expectContract<{
      data: { defaultCategories: { _id: string; imageUrl: string }[] };
    }>('listDefaultCategories', await get('/api/admin/default-categories'), 200).data
      .defaultCategories;
    const first = categories[0];
    const products = expectContract<{ data: { defaultProducts: { imageUrl: string }[] } }>(
      'listDefaultProducts',
      await get(`/api/admin/default-categories/${first?._id ?? ''}/products`),
      200,
    ).data.defaultProducts;
    expect(products.length).toBeGreaterThan(5);
    const image = await t.app.inject({
      method: 'GET',
      url: (products[0]?.imageUrl ?? '').replace(TEST_PUBLIC_URL, ''),
    });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);

    const pending = expectContract<{ data: { total: number } }>(
      'listBranches',
      await get('/api/admin/branches?status=pending'),
      200,
    );
    expect(pending.data.total).toBe(STORES.filter((s) => s.status === 'pending').length);
  }, 60_000);

  test('does nothing on a database that has data', async () => {
    await t.db.query(
      "insert into branches (name, owner_name, phone, street, city, state, pincode, country) values ('x','y','z','s','Hyderabad','Telangana','500001','India')",
    );
    expect(
      await seedDemo({ db: t.db, repos: t.repos, storage: t.storage, config: t.config }),
    ).toBeNull();
  });
});
