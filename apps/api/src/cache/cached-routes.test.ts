import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { API_AUTHENTICATION_REQUIRED } from '@kirana/domain/auth';
import { useTestApp, type TestAdmin } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, POSTGRES_URL, TEST_DB } from '../testing/db.js';
import { insertStore, insertCustomCategory, insertCustomProduct } from '../testing/fixtures.js';

interface ProductList {
  data: { products: { _id: string; name: string }[] };
}

describe.skipIf(!DATABASE_AVAILABLE)(`cached answers (${TEST_DB})`, () => {
  const t = useTestApp();

  /** A branch with a category of three products, and the address of its products list. */
  async function category() {
    const branch = await insertStore(t.repos);
    const cat = await insertCustomCategory(t.repos, branch.id);
    const products = [];
    for (const name of ['Atta', 'Besan', 'Chana']) {
      products.push(await insertCustomProduct(t.repos, branch.id, cat.id, { name }));
    }
    const url = `/api/branch/${branch.id}/categories/${cat.id}/products`;
    const ids = products.map((product) => product.id) as [string, string, string];
    return { branch, cat, ids, url };
  }

  const get = (admin: TestAdmin, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...admin.headers, ...headers } });
  const names = (response: Awaited<ReturnType<typeof get>>) =>
    expectContract<ProductList>('listCategoryProducts', response, 200).data.products.map(
      (p) => p.name,
    );

  test('a repeated read is answered from memory with the same body', async () => {
    const admin = await t.admin();
    const { url } = await category();
    const first = await get(admin, url);
    const second = await get(admin, url);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(names(second)).toEqual(['Atta', 'Besan', 'Chana']);
  });

  test('an edit through the API shows in the next read', async () => {
    const admin = await t.admin();
    const { url, ids } = await category();
    await get(admin, url);
    await get(admin, url);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/branch/products/${ids[1]}`,
      headers: admin.headers,
      payload: {
        name: 'Besan (fine)',
        description: 'Gram flour.',
        price: 80,
        quantity: 1,
        unit: 'kg',
        isPacket: true,
      },
    });
    expect(edit.statusCode).toBe(200);
    const after = await get(admin, url);
    expect(after.headers['x-cache']).toBe('miss');
    expect(names(after)).toEqual(['Atta', 'Besan (fine)', 'Chana']);
  });

  test('a change made outside the API (a script, psql) shows in the next read', async () => {
    const admin = await t.admin();
    const { url, ids } = await category();
    await get(admin, url);
    await t.db.query('update products set name = $1 where id = $2', ['Chana dal', ids[2]]);
    expect(names(await get(admin, url))).toEqual(['Atta', 'Besan', 'Chana dal']);

    // An empty categories list depends on its branch: deleting the branch answers 404 at once.
    const branch = await insertStore(t.repos);
    const categories = `/api/branch/${branch.id}/categories`;
    expect((await get(admin, categories)).statusCode).toBe(200);
    expect((await get(admin, categories)).headers['x-cache']).toBe('hit');
    await t.db.query('delete from branches where id = $1', [branch.id]);
    expect((await get(admin, categories)).statusCode).toBe(404);
  });

  test.skipIf(TEST_DB !== 'postgres')(
    'a change committed by another connection (another API instance) shows within a second',
    async () => {
      const admin = await t.admin();
      const { url, ids } = await category();
      await get(admin, url);
      expect((await get(admin, url)).headers['x-cache']).toBe('hit');
      const [{ search_path: searchPath } = { search_path: '' }] = await t.db.query<{
        search_path: string;
      }>('show search_path');
      const other = new pg.Client({
        connectionString: POSTGRES_URL,
        options: `-c search_path=${searchPath}`,
      });
      await other.connect();
      try {
        await other.query('update products set name = $1 where id = $2', ['Atta (chakki)', ids[0]]);
      } finally {
        await other.end();
      }
      let seen: string[] = [];
      for (let waited = 0; waited < 1000; waited += 20) {
        seen = names(await get(admin, url));
        if (seen[0] === 'Atta (chakki)') break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen).toEqual(['Atta (chakki)', 'Besan', 'Chana']);
    },
  );

  test('answers gzipped to clients that accept it, from the first read on', async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos);
    const cat = await insertCustomCategory(t.repos, branch.id);
    for (let i = 0; i < 20; i += 1) {
      await insertCustomProduct(t.repos, branch.id, cat.id, { name: `Product ${i}` });
    }
    const url = `/api/branch/${branch.id}/categories/${cat.id}/products`;
    const plain = await get(admin, url);
    for (const state of ['hit', 'hit']) {
      const zipped = await get(admin, url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(zipped.headers['x-cache']).toBe(state);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const refused = await get(admin, url, { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  test('a cached answer still needs a valid token', async () => {
    const admin = await t.admin();
    const { url } = await category();
    await get(admin, url);
    expect((await get(admin, url)).headers['x-cache']).toBe('hit');
    const anonymous = await t.app.inject({ method: 'GET', url });
    expectError('listCategoryProducts', anonymous, 401, API_AUTHENTICATION_REQUIRED);
    expect(anonymous.headers['x-cache']).toBeUndefined();
  });

  test('errors are not kept', async () => {
    const admin = await t.admin();
    const { branch } = await category();
    const url = `/api/branch/${branch.id}/categories/3f2504e0-4f89-41d3-9a0c-0305e82c3301/products`;
    for (let i = 0; i < 2; i += 1) {
      const missing = await get(admin, url);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-cache']).toBeUndefined();
    }
  });

  test('the dashboard counts follow the tables they count', async () => {
    const admin = await t.admin();
    const count = async () => {
      const response = await get(admin, '/api/stats/branches');
      return expectContract<number>('getActiveBranchesCount', response, 200);
    };
    const before = await count();
    expect(await count()).toBe(before);
    await insertStore(t.repos, { status: 'approved' });
    expect(await count()).toBe(before + 1);
  });
});

describe.skipIf(!DATABASE_AVAILABLE)(`RESPONSE_CACHE_MB=0 (${TEST_DB})`, () => {
  const t = useTestApp({ env: { RESPONSE_CACHE_MB: '0' } });

  test('turns the cache off: every read goes to the database, answered as any other route', async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos);
    const url = `/api/branch/${branch.id}/categories`;
    const counts: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...admin.headers, 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache']).toBeUndefined();
      expect(response.headers['content-encoding']).toBeUndefined();
      counts.push((response.json() as { data: { categories: unknown[] } }).data.categories.length);
      await insertCustomCategory(t.repos, branch.id, `Category ${i}`);
    }
    expect(counts).toEqual([0, 1]);
  });
});
