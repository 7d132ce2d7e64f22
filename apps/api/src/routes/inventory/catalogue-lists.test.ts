// The store's catalogue lists at scale (issue 16): categories and products page by cursor,
// search by name (also across the whole store), sort by name or price, keep one kind.
import { describe, expect, test } from 'vitest';
import { CURSOR_INVALID } from '@kirana/domain/common';
import { STORE_NOT_FOUND } from '@kirana/domain/stores';
import { useTestApp, type TestAdmin } from '../../testing/app.js';
import { expectContract, expectError } from '../../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../../testing/db.js';
import {
  insertStore,
  insertCustomCategory,
  insertCustomProduct,
  importedCategoryWithProducts,
} from '../../testing/fixtures.js';

const UNKNOWN = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

interface Product {
  _id: string;
  name: string;
  price: number;
  createdFromTemplate: boolean;
  categoryId: string;
  categoryName?: string;
}
interface ProductPage {
  data: { products: Product[]; nextCursor: string | null };
}
interface CategoryPage {
  data: { categories: { _id: string; name: string }[]; nextCursor: string | null };
}

describe.skipIf(!DATABASE_AVAILABLE)(`catalogue lists (${TEST_DB})`, () => {
  const t = useTestApp();
  const get = (admin: TestAdmin | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: admin?.headers ?? {} });

  /** Every page of a list, following nextCursor; the pages' sizes too. */
  async function allPages(
    admin: TestAdmin,
    operation: 'listCategoryProducts' | 'listBranchProducts',
    url: string,
  ): Promise<{ products: Product[]; sizes: number[] }> {
    const products: Product[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const separator = url.includes('?') ? '&' : '?';
      const page: ProductPage = expectContract<ProductPage>(
        operation,
        await get(admin, cursor ? `${url}${separator}cursor=${cursor}` : url),
        200,
      );
      products.push(...page.data.products);
      sizes.push(page.data.products.length);
      cursor = page.data.nextCursor;
    } while (cursor);
    return { products, sizes };
  }

  /** A store with a custom category of five products and an imported one with two imported. */
  async function store() {
    const admin = await t.admin();
    const branch = await insertStore(t.repos, { status: 'approved' });
    const oils = await insertCustomCategory(t.repos, branch.id, 'Oils');
    const add = (name: string, price: number) =>
      insertCustomProduct(t.repos, branch.id, oils.id, { name, price });
    const products = {
      sunflower: await add('Sunflower Oil', 180),
      groundnut: await add('groundnut oil', 210.5),
      sesame: await add('Sesame Oil', 180),
      ghee: await add('Cow Ghee', 650),
      percent: await add('100% Mustard Oil', 95),
    };
    const { category: imported } = await importedCategoryWithProducts(t.repos, t.db, branch.id, 2);
    return { admin, branch, oils, imported, products };
  }

  test('a category pages by name; the pages together list each product once, in order', async () => {
    const { admin, branch, oils } = await store();
    const { products, sizes } = await allPages(
      admin,
      'listCategoryProducts',
      `/api/branch/${branch.id}/categories/${oils.id}/products?limit=2`,
    );
    expect(sizes).toEqual([2, 2, 1]);
    expect(products.map((p) => p.name)).toEqual([
      '100% Mustard Oil',
      'Cow Ghee',
      'groundnut oil',
      'Sesame Oil',
      'Sunflower Oil',
    ]);
  });

  test('without a limit a page holds 20; the last page says nextCursor null', async () => {
    const { admin, branch, oils } = await store();
    const page = expectContract<ProductPage>(
      'listCategoryProducts',
      await get(admin, `/api/branch/${branch.id}/categories/${oils.id}/products`),
      200,
    );
    expect(page.data.products).toHaveLength(5);
    expect(page.data.nextCursor).toBeNull();
  });

  test('sorts by price both ways, equal prices by name, across pages', async () => {
    const { admin, branch, oils } = await store();
    const base = `/api/branch/${branch.id}/categories/${oils.id}/products?limit=2`;
    const up = await allPages(admin, 'listCategoryProducts', `${base}&sort=price`);
    expect(up.products.map((p) => [p.name, p.price])).toEqual([
      ['100% Mustard Oil', 95],
      ['Sesame Oil', 180],
      ['Sunflower Oil', 180],
      ['groundnut oil', 210.5],
      ['Cow Ghee', 650],
    ]);
    // A search's pages keep the same order.
    const searched = await allPages(admin, 'listCategoryProducts', `${base}&sort=price&q=oil`);
    expect(searched.sizes).toEqual([2, 2]);
    expect(searched.products.map((p) => p.name)).toEqual([
      '100% Mustard Oil',
      'Sesame Oil',
      'Sunflower Oil',
      'groundnut oil',
    ]);
    const down = await allPages(admin, 'listCategoryProducts', `${base}&sort=price-desc`);
    expect(down.products.map((p) => p.name)).toEqual([
      'Cow Ghee',
      'groundnut oil',
      'Sesame Oil',
      'Sunflower Oil',
      '100% Mustard Oil',
    ]);
    const searchedDown = await allPages(
      admin,
      'listBranchProducts',
      `/api/branch/${branch.id}/products?limit=1&sort=price-desc&q=${encodeURIComponent('s')}`,
    );
    expect(searchedDown.products.map((p) => p.name)).toEqual([
      'Sesame Oil',
      'Sunflower Oil',
      '100% Mustard Oil',
    ]);
  });

  test('searches names case-insensitively anywhere, with % taken literally', async () => {
    const { admin, branch, oils } = await store();
    const base = `/api/branch/${branch.id}/categories/${oils.id}/products`;
    const oil = await allPages(admin, 'listCategoryProducts', `${base}?q=OIL&limit=1`);
    expect(oil.products.map((p) => p.name)).toEqual([
      '100% Mustard Oil',
      'groundnut oil',
      'Sesame Oil',
      'Sunflower Oil',
    ]);
    const percent = await allPages(
      admin,
      'listCategoryProducts',
      `${base}?q=${encodeURIComponent('0%')}`,
    );
    expect(percent.products.map((p) => p.name)).toEqual(['100% Mustard Oil']);
    const none = await allPages(
      admin,
      'listCategoryProducts',
      `${base}?q=${encodeURIComponent('%')}x`,
    );
    expect(none.products).toEqual([]);
  });

  test('keeps one kind: imported or custom', async () => {
    const { admin, branch, oils, imported } = await store();
    const of = async (categoryId: string, kind: string) =>
      (
        await allPages(
          admin,
          'listCategoryProducts',
          `/api/branch/${branch.id}/categories/${categoryId}/products?kind=${kind}`,
        )
      ).products;
    expect(await of(oils.id, 'imported')).toEqual([]);
    expect(await of(oils.id, 'custom')).toHaveLength(5);
    const importedOnes = await of(imported.id, 'imported');
    expect(importedOnes).toHaveLength(2);
    expect(importedOnes.every((p) => p.createdFromTemplate)).toBe(true);
    await insertCustomProduct(t.repos, branch.id, imported.id, { name: 'Local Jaggery' });
    expect((await of(imported.id, 'custom')).map((p) => p.name)).toEqual(['Local Jaggery']);
  });

  test("the store's search spans its categories, names each product's category, and no other store's", async () => {
    const { admin, branch, oils, imported } = await store();
    const other = await insertStore(t.repos, { status: 'approved' });
    const theirs = await insertCustomCategory(t.repos, other.id, 'Their Oils');
    await insertCustomProduct(t.repos, other.id, theirs.id, { name: 'Coconut Oil' });
    await insertCustomProduct(t.repos, branch.id, imported.id, { name: 'Oil Cake' });

    const { products, sizes } = await allPages(
      admin,
      'listBranchProducts',
      `/api/branch/${branch.id}/products?q=oil&limit=3&sort=name`,
    );
    expect(sizes).toEqual([3, 2]);
    expect(products.map((p) => [p.name, p.categoryName])).toEqual([
      ['100% Mustard Oil', 'Oils'],
      ['groundnut oil', 'Oils'],
      ['Oil Cake', imported.name],
      ['Sesame Oil', 'Oils'],
      ['Sunflower Oil', 'Oils'],
    ]);
    expect(products.find((p) => p.name === 'Oil Cake')?.categoryId).toBe(imported.id);
    expect(products.filter((p) => p.categoryId === oils.id)).toHaveLength(4);

    const everything = await allPages(
      admin,
      'listBranchProducts',
      `/api/branch/${branch.id}/products`,
    );
    expect(everything.products).toHaveLength(8);
    const customOnly = await allPages(
      admin,
      'listBranchProducts',
      `/api/branch/${branch.id}/products?kind=custom&sort=price-desc`,
    );
    expect(customOnly.products.map((p) => p.name)).toEqual([
      'Cow Ghee',
      'groundnut oil',
      'Sesame Oil',
      'Sunflower Oil',
      '100% Mustard Oil',
      'Oil Cake',
    ]);
  });

  test('categories page by name, keep one kind and search by name', async () => {
    const { admin, branch, imported } = await store();
    await insertCustomCategory(t.repos, branch.id, 'atta & flours');
    await insertCustomCategory(t.repos, branch.id, 'Spices');
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const page: CategoryPage = expectContract<CategoryPage>(
        'listBranchCategories',
        await get(
          admin,
          `/api/branch/${branch.id}/categories?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        ),
        200,
      );
      pages.push(page.data.categories.map((c) => c.name));
      cursor = page.data.nextCursor;
    } while (cursor);
    expect(pages.flat()).toEqual(
      ['atta & flours', imported.name, 'Oils', 'Spices'].sort((a, b) =>
        a.toLowerCase().localeCompare(b.toLowerCase()),
      ),
    );
    expect(pages.map((page) => page.length)).toEqual([2, 2]);

    const custom = expectContract<CategoryPage>(
      'listBranchCategories',
      await get(admin, `/api/branch/${branch.id}/categories?kind=custom&q=S`),
      200,
    );
    expect(custom.data.categories.map((c) => c.name)).toEqual(['atta & flours', 'Oils', 'Spices']);
    const importedOnly = expectContract<CategoryPage>(
      'listBranchCategories',
      await get(admin, `/api/branch/${branch.id}/categories?kind=imported`),
      200,
    );
    expect(importedOnly.data.categories.map((c) => c._id)).toEqual([imported.id]);
  });

  test('a bad cursor, sort, kind, limit or search is a 400; an unknown store a 404; no token a 401', async () => {
    const { admin, branch, oils } = await store();
    const base = `/api/branch/${branch.id}/categories/${oils.id}/products`;
    const nameCursor = expectContract<ProductPage>(
      'listCategoryProducts',
      await get(admin, `${base}?limit=1`),
      200,
    ).data.nextCursor;
    expect(nameCursor).not.toBeNull();

    const forged = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
    for (const cursor of [
      'not-a-cursor!',
      forged(['a', 'not-a-uuid']),
      forged([1, 2]),
      forged(['a']),
    ]) {
      expectError(
        'listCategoryProducts',
        await get(admin, `${base}?cursor=${cursor}`),
        400,
        CURSOR_INVALID,
      );
    }
    // A cursor of the name order does not fit the price order.
    expectError(
      'listCategoryProducts',
      await get(admin, `${base}?sort=price&cursor=${nameCursor}`),
      400,
      CURSOR_INVALID,
    );
    expectError(
      'listBranchCategories',
      await get(admin, `/api/branch/${branch.id}/categories?cursor=${forged([1, UNKNOWN])}`),
      400,
      CURSOR_INVALID,
    );
    for (const query of [
      'sort=cheapest',
      'kind=default',
      'limit=0',
      'limit=101',
      `q=${'x'.repeat(101)}`,
    ]) {
      expectError('listCategoryProducts', await get(admin, `${base}?${query}`), 400);
      expectError(
        'listBranchProducts',
        await get(admin, `/api/branch/${branch.id}/products?${query}`),
        400,
      );
    }
    expectError(
      'listBranchProducts',
      await get(admin, `/api/branch/${UNKNOWN}/products?q=oil`),
      404,
      STORE_NOT_FOUND,
    );
    expectError(
      'listBranchCategories',
      await get(admin, `/api/branch/${UNKNOWN}/categories`),
      404,
      STORE_NOT_FOUND,
    );
    expectError('listBranchProducts', await get(null, `/api/branch/${branch.id}/products`), 401);
  });
});
