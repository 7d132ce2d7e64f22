import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { MAX_AFFILIATE_IMAGE_BYTES } from '@kirana/domain/uploads';
import {
  BRANCH_ID_MISMATCH,
  BRANCH_OR_CATEGORY_ID_MISSING,
  CATEGORY_NAME_AND_IMAGE_REQUIRED,
  CATEGORY_NOT_EMPTY,
  CATEGORY_NOT_FOUND,
  DEFAULT_CATEGORY_NOT_FOUND,
  IMPORT_NEEDS_IMPORTED_CATEGORY,
  NOT_IN_DEFAULT_CATEGORY,
  ONLY_CUSTOM_CATEGORIES,
  ONLY_CUSTOM_PRODUCTS,
  ONLY_IMPORTED_CATEGORIES,
  ONLY_IMPORTED_PRODUCTS,
  PRICE_INVALID,
  PRODUCT_NAME_TOO_LONG,
  PRODUCT_NOT_FOUND,
  QUANTITY_INVALID,
  UNIT_NOT_ALLOWED_LOOSE,
} from '@kirana/domain/inventory';
import { STORE_NOT_FOUND } from '@kirana/domain/stores';
import {
  MULTIPART_REQUIRED,
  NOT_A_UUID,
  invalidFieldMessage,
  type FieldMessage,
} from '@kirana/domain/common';
import type { Schemas } from '../../contract/types.js';
import { TEST_PUBLIC_URL, useTestApp, type TestAdmin } from '../../testing/app.js';
import { expectContract, expectError } from '../../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../../testing/db.js';
import {
  importedCategory,
  insertStore,
  insertCustomCategory,
  insertCustomProduct,
  insertDefaultCategory,
  insertDefaultProduct,
  makeImage,
  multipart,
  type FilePart,
} from '../../testing/fixtures.js';

const UNKNOWN = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

type Category = Schemas['Category'];
type Product = Schemas['Product'];

describe.skipIf(!DATABASE_AVAILABLE)(`inventory (${TEST_DB})`, () => {
  const t = useTestApp();

  const request = (
    admin: TestAdmin | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.call(method, url, admin?.headers, payload);

  /** A multipart POST of `fields` and `files`, with the admin's token when there is one. */
  const postForm = (
    admin: TestAdmin | null,
    url: string,
    fields: Record<string, string>,
    files: FilePart[] = [],
  ) => {
    const form = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...form.headers, ...(admin?.headers ?? {}) },
    });
  };

  async function setup() {
    const admin = await t.admin();
    const branch = await insertStore(t.repos, { status: 'approved' });
    const other = await insertStore(t.repos, { status: 'approved' });
    return { admin, branch, other };
  }

  const image = async (
    name: string,
    format: 'jpeg' | 'png' | 'gif' | 'webp' = 'png',
  ): Promise<FilePart> => ({
    name,
    filename: `photo.${format}`,
    contentType: `image/${format}`,
    data: await makeImage(format, 1600, 900),
  });

  const count = async (table: string) =>
    (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? -1;

  describe('GET /api/branch/{branchId}/categories', () => {
    test('lists imported and custom categories of the branch only, by name', async () => {
      const { admin, branch, other } = await setup();
      const { category: imported, defaultCategory } = await importedCategory(
        t.repos,
        t.db,
        branch.id,
        0,
      );
      const custom = await insertCustomCategory(t.repos, branch.id, 'aaa Custom');
      await insertCustomCategory(t.repos, other.id, 'Not mine');
      const res = await request(admin, 'GET', `/api/branch/${branch.id}/categories`);
      const { categories } = expectContract<{ data: { categories: Category[] } }>(
        'listBranchCategories',
        res,
        200,
      ).data;
      expect(categories.map((c) => c._id)).toEqual([custom.id, imported.id]);
      expect(categories[1]).toMatchObject({
        createdFromTemplate: true,
        defaultCategoryId: defaultCategory.id,
        name: defaultCategory.name,
      });
      expect(categories[0]).toMatchObject({ createdFromTemplate: false, defaultCategoryId: null });
      expect(categories[0]?.imageUrl).toBe(`${TEST_PUBLIC_URL}/media/${custom.imageKey}`);
    });

    test('unknown branch 404, malformed id 400, no token 401', async () => {
      const { admin } = await setup();
      expectError(
        'listBranchCategories',
        await request(admin, 'GET', `/api/branch/${UNKNOWN}/categories`),
        404,
        STORE_NOT_FOUND,
      );
      expectError(
        'listBranchCategories',
        await request(admin, 'GET', '/api/branch/42/categories'),
        400,
        /^branchId: /,
      );
      expectError(
        'listBranchCategories',
        await request(null, 'GET', `/api/branch/${UNKNOWN}/categories`),
        401,
      );
    });
  });

  describe('POST /api/branch/{branchId}/categories (multipart)', () => {
    const post = (
      admin: TestAdmin | null,
      branchId: string,
      fields: Record<string, string>,
      files: FilePart[] = [],
    ) => postForm(admin, `/api/branch/${branchId}/categories`, fields, files);

    test('creates a custom category with its image re-encoded to WebP within 1200x1200', async () => {
      const { admin, branch } = await setup();
      const res = await post(admin, branch.id, { name: '  Puja Items ' }, [
        await image('categoryImage', 'png'),
      ]);
      const body = expectContract<{ message: string; data: { category: Category } }>(
        'createCustomCategory',
        res,
        201,
      );
      expect(body.data.category).toMatchObject({
        name: 'Puja Items',
        createdFromTemplate: false,
        defaultCategoryId: null,
      });
      expect(body.data.category.imageUrl).toMatch(
        new RegExp(`^${TEST_PUBLIC_URL}/media/categories/[0-9a-f-]{36}\\.webp$`),
      );
      const media = await t.app.inject({
        method: 'GET',
        url: body.data.category.imageUrl.replace(TEST_PUBLIC_URL, ''),
      });
      expect(media.headers['content-type']).toBe('image/webp');
      const meta = await sharp(media.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 675]);
      expect(await t.repos.audit.list({ entity: 'category' })).toEqual([
        expect.objectContaining({
          adminId: admin.id,
          action: 'create',
          entityId: body.data.category._id,
        }),
      ]);
    });

    test.each(['jpeg', 'gif', 'webp'] as const)('accepts a %s image', async (format) => {
      const { admin, branch } = await setup();
      expectContract(
        'createCustomCategory',
        await post(admin, branch.id, { name: 'X' }, [await image('categoryImage', format)]),
        201,
      );
    });

    test('a missing name or image is a 400 "Name and image are required."', async () => {
      const { admin, branch } = await setup();
      const file = await image('categoryImage');
      expectError(
        'createCustomCategory',
        await post(admin, branch.id, {}, [file]),
        400,
        invalidFieldMessage('name', CATEGORY_NAME_AND_IMAGE_REQUIRED),
      );
      expectError(
        'createCustomCategory',
        await post(admin, branch.id, { name: '   ' }, [file]),
        400,
        invalidFieldMessage('name', CATEGORY_NAME_AND_IMAGE_REQUIRED),
      );
      expectError(
        'createCustomCategory',
        await post(admin, branch.id, { name: 'Snacks' }),
        400,
        CATEGORY_NAME_AND_IMAGE_REQUIRED,
      );
      expect(await count('categories')).toBe(0);
    });

    test('a file that is not an image is a 415, whatever its name and declared type', async () => {
      const { admin, branch } = await setup();
      const fake: FilePart = {
        name: 'categoryImage',
        filename: 'cat.png',
        contentType: 'image/png',
        data: Buffer.from('<html>hello</html>'),
      };
      expectError('createCustomCategory', await post(admin, branch.id, { name: 'X' }, [fake]), 415);
      const svg: FilePart = {
        name: 'categoryImage',
        filename: 'x.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      };
      expectError('createCustomCategory', await post(admin, branch.id, { name: 'X' }, [svg]), 415);
      expect(await count('categories')).toBe(0);
    });

    test('an image over 5 MiB is a 413', async () => {
      const { admin, branch } = await setup();
      const png = await makeImage('png');
      const big: FilePart = {
        name: 'categoryImage',
        filename: 'big.png',
        contentType: 'image/png',
        data: Buffer.concat([png, Buffer.alloc(MAX_AFFILIATE_IMAGE_BYTES + 1 - png.length)]),
      };
      expectError('createCustomCategory', await post(admin, branch.id, { name: 'X' }, [big]), 413);
      expect(await count('categories')).toBe(0);
    });

    test('a JSON body is a 415; an unknown branch a 404; no token a 401', async () => {
      const { admin, branch } = await setup();
      expectError(
        'createCustomCategory',
        await request(admin, 'POST', `/api/branch/${branch.id}/categories`, { name: 'X' }),
        415,
      );
      expectError(
        'createCustomCategory',
        await post(admin, UNKNOWN, { name: 'X' }, [await image('categoryImage')]),
        404,
        STORE_NOT_FOUND,
      );
      expectError(
        'createCustomCategory',
        await post(null, branch.id, { name: 'X' }, [await image('categoryImage')]),
        401,
      );
    });
  });

  describe('POST /api/branch/{branchId}/categories/import-default', () => {
    const importCategories = (admin: TestAdmin | null, branchId: string, categoryIds: unknown) =>
      request(admin, 'POST', `/api/branch/${branchId}/categories/import-default`, { categoryIds });

    test('imports default categories with their name and image, and skips those already imported', async () => {
      const { admin, branch } = await setup();
      const atta = await insertDefaultCategory(t.repos, 'Atta & Flours');
      const dals = await insertDefaultCategory(t.repos, 'Dals & Pulses');
      const first = expectContract<{ data: { categories: Category[]; skippedIds: string[] } }>(
        'importDefaultCategories',
        await importCategories(admin, branch.id, [dals.id]),
        200,
      ).data;
      expect(first.skippedIds).toEqual([]);
      expect(first.categories).toEqual([
        expect.objectContaining({
          name: 'Dals & Pulses',
          createdFromTemplate: true,
          defaultCategoryId: dals.id,
          imageUrl: `${TEST_PUBLIC_URL}/media/${dals.imageKey}`,
        }),
      ]);
      const second = expectContract<{ data: { categories: Category[]; skippedIds: string[] } }>(
        'importDefaultCategories',
        await importCategories(admin, branch.id, [atta.id, dals.id]),
        200,
      ).data;
      expect(second.categories.map((c) => c.defaultCategoryId)).toEqual([atta.id]);
      expect(second.skippedIds).toEqual([dals.id]);
      expect(await count('categories')).toBe(2);
    });

    test('an unknown default category id imports nothing (404)', async () => {
      const { admin, branch } = await setup();
      const atta = await insertDefaultCategory(t.repos);
      expectError(
        'importDefaultCategories',
        await importCategories(admin, branch.id, [atta.id, UNKNOWN]),
        404,
        DEFAULT_CATEGORY_NOT_FOUND,
      );
      expect(await count('categories')).toBe(0);
    });

    test('bad bodies 400, unknown branch 404, no token 401', async () => {
      const { admin, branch } = await setup();
      const atta = await insertDefaultCategory(t.repos);
      expectError(
        'importDefaultCategories',
        await importCategories(admin, branch.id, []),
        400,
        /^categoryIds: /,
      );
      expectError(
        'importDefaultCategories',
        await importCategories(admin, branch.id, ['x']),
        400,
        /^categoryIds\.0: /,
      );
      expectError(
        'importDefaultCategories',
        await importCategories(admin, branch.id, [atta.id, atta.id]),
        400,
        /^categoryIds: /,
      );
      expectError(
        'importDefaultCategories',
        await importCategories(admin, UNKNOWN, [atta.id]),
        404,
        STORE_NOT_FOUND,
      );
      expectError(
        'importDefaultCategories',
        await importCategories(null, branch.id, [atta.id]),
        401,
      );
    });
  });

  describe('PUT /api/branch/{branchId}/categories/remove-imported', () => {
    const remove = (admin: TestAdmin | null, branchId: string, categoryIds: string[]) =>
      request(admin, 'PUT', `/api/branch/${branchId}/categories/remove-imported`, { categoryIds });

    test('removes empty imported categories; the default catalogue keeps them', async () => {
      const { admin, branch } = await setup();
      const a = await importedCategory(t.repos, t.db, branch.id, 0);
      const b = await importedCategory(t.repos, t.db, branch.id, 0);
      const res = await remove(admin, branch.id, [a.category.id, b.category.id]);
      expect(
        expectContract<{ data: { categoryIds: string[] } }>('removeImportedCategories', res, 200)
          .data.categoryIds,
      ).toEqual([a.category.id, b.category.id]);
      expect(await count('categories')).toBe(0);
      expect(await count('default_categories')).toBe(2);
      expect(await t.repos.audit.list({ entity: 'category' })).toEqual([
        expect.objectContaining({ action: 'remove' }),
      ]);
    });

    test('a category with products is a 409 and nothing is removed', async () => {
      const { admin, branch } = await setup();
      const empty = await importedCategory(t.repos, t.db, branch.id, 0);
      const full = await importedCategory(t.repos, t.db, branch.id, 1);
      await insertCustomProduct(t.repos, branch.id, full.category.id);
      const refused = expectError(
        'removeImportedCategories',
        await remove(admin, branch.id, [empty.category.id, full.category.id]),
        409,
        CATEGORY_NOT_EMPTY,
      );
      expect(refused.code).toBe('CATEGORY_NOT_EMPTY');
      expect(await count('categories')).toBe(2);
    });

    test('a custom category is a 400; a category of another branch a 404; nothing is removed', async () => {
      const { admin, branch, other } = await setup();
      const imported = await importedCategory(t.repos, t.db, branch.id, 0);
      const custom = await insertCustomCategory(t.repos, branch.id);
      const foreign = await importedCategory(t.repos, t.db, other.id, 0);
      expectError(
        'removeImportedCategories',
        await remove(admin, branch.id, [imported.category.id, custom.id]),
        400,
        ONLY_IMPORTED_CATEGORIES,
      );
      expectError(
        'removeImportedCategories',
        await remove(admin, branch.id, [imported.category.id, foreign.category.id]),
        404,
        CATEGORY_NOT_FOUND,
      );
      expectError(
        'removeImportedCategories',
        await remove(admin, UNKNOWN, [imported.category.id]),
        404,
        STORE_NOT_FOUND,
      );
      expectError(
        'removeImportedCategories',
        await remove(null, branch.id, [imported.category.id]),
        401,
      );
      expectError('removeImportedCategories', await remove(admin, branch.id, []), 400);
      expect(await count('categories')).toBe(3);
    });
  });

  describe('DELETE /api/branch/{branchId}/categories/custom', () => {
    const del = (admin: TestAdmin | null, branchId: string, categoryIds: string[]) =>
      request(admin, 'DELETE', `/api/branch/${branchId}/categories/custom`, { categoryIds });

    test('deletes empty custom categories and their images', async () => {
      const { admin, branch } = await setup();
      const created = expectContract<{ data: { category: Category } }>(
        'createCustomCategory',
        await postForm(admin, `/api/branch/${branch.id}/categories`, { name: 'Temporary' }, [
          await image('categoryImage'),
        ]),
        201,
      ).data.category;
      const key = created.imageUrl.replace(`${TEST_PUBLIC_URL}/media/`, '');
      expect(await t.storage.head(key)).not.toBeNull();
      const res = await del(admin, branch.id, [created._id]);
      expect(
        expectContract<{ data: { categoryIds: string[] } }>('deleteCustomCategories', res, 200).data
          .categoryIds,
      ).toEqual([created._id]);
      expect(await count('categories')).toBe(0);
      await expect.poll(() => t.storage.head(key)).toBeNull();
    });

    test("an imported category is a 400, a non-empty one a 409, another branch's a 404", async () => {
      const { admin, branch, other } = await setup();
      const custom = await insertCustomCategory(t.repos, branch.id);
      const imported = await importedCategory(t.repos, t.db, branch.id, 0);
      const full = await insertCustomCategory(t.repos, branch.id);
      await insertCustomProduct(t.repos, branch.id, full.id);
      const foreign = await insertCustomCategory(t.repos, other.id);
      expectError(
        'deleteCustomCategories',
        await del(admin, branch.id, [custom.id, imported.category.id]),
        400,
        ONLY_CUSTOM_CATEGORIES,
      );
      expect(
        expectError(
          'deleteCustomCategories',
          await del(admin, branch.id, [custom.id, full.id]),
          409,
          CATEGORY_NOT_EMPTY,
        ).code,
      ).toBe('CATEGORY_NOT_EMPTY');
      expectError(
        'deleteCustomCategories',
        await del(admin, branch.id, [foreign.id]),
        404,
        CATEGORY_NOT_FOUND,
      );
      expectError('deleteCustomCategories', await del(null, branch.id, [custom.id]), 401);
      expect(await count('categories')).toBe(4);
    });
  });

  describe('GET /api/branch/{branchId}/categories/{categoryId}/products', () => {
    test("lists the category's products by name", async () => {
      const { admin, branch } = await setup();
      const category = await insertCustomCategory(t.repos, branch.id);
      const b = await insertCustomProduct(t.repos, branch.id, category.id, {
        name: 'Bellam',
        price: 75.5,
        isPacket: true,
        unit: 'g',
        quantity: 500,
      });
      const a = await insertCustomProduct(t.repos, branch.id, category.id, { name: 'atukulu' });
      const res = await request(
        admin,
        'GET',
        `/api/branch/${branch.id}/categories/${category.id}/products`,
      );
      const { products } = expectContract<{ data: { products: Product[] } }>(
        'listCategoryProducts',
        res,
        200,
      ).data;
      expect(products.map((p) => p._id)).toEqual([a.id, b.id]);
      expect(products[1]).toMatchObject({
        price: 75.5,
        quantity: 500,
        unit: 'g',
        isPacket: true,
        categoryId: category.id,
        createdFromTemplate: false,
        defaultProductId: null,
      });
    });

    test('a category of another branch is a 404; no token a 401', async () => {
      const { admin, branch, other } = await setup();
      const foreign = await insertCustomCategory(t.repos, other.id);
      expectError(
        'listCategoryProducts',
        await request(admin, 'GET', `/api/branch/${branch.id}/categories/${foreign.id}/products`),
        404,
        CATEGORY_NOT_FOUND,
      );
      expectError(
        'listCategoryProducts',
        await request(admin, 'GET', `/api/branch/${UNKNOWN}/categories/${foreign.id}/products`),
        404,
        STORE_NOT_FOUND,
      );
      expectError(
        'listCategoryProducts',
        await request(null, 'GET', `/api/branch/${other.id}/categories/${foreign.id}/products`),
        401,
      );
    });
  });

  describe('POST /api/branch/{branchId}/categories/{categoryId}/import-products', () => {
    const importProducts = (
      admin: TestAdmin | null,
      branchId: string,
      categoryId: string,
      productIds: string[],
    ) =>
      request(admin, 'POST', `/api/branch/${branchId}/categories/${categoryId}/import-products`, {
        productIds,
      });

    test('copies name, description, unit, quantity, packet flag, image and suggested price; skips imported ones', async () => {
      const { admin, branch } = await setup();
      const defaultCategory = await insertDefaultCategory(t.repos);
      const atta = await insertDefaultProduct(t.repos, defaultCategory.id, {
        name: 'Chakki Atta',
        description: 'Whole wheat.',
        unit: 'kg',
        quantity: 5,
        isPacket: true,
        suggestedPrice: 265.5,
      });
      const rava = await insertDefaultProduct(t.repos, defaultCategory.id, {
        name: 'Rava',
        unit: 'kg',
        isPacket: false,
        suggestedPrice: 62,
      });
      const [category] = await t.repos.categories.importDefaults(
        branch.id,
        [defaultCategory.id],
        t.db,
      );
      const categoryId = category?.id ?? '';
      const first = expectContract<{ data: { products: Product[]; skippedIds: string[] } }>(
        'importDefaultProducts',
        await importProducts(admin, branch.id, categoryId, [atta.id]),
        200,
      ).data;
      expect(first.products).toEqual([
        {
          _id: expect.any(String),
          name: 'Chakki Atta',
          description: 'Whole wheat.',
          price: 265.5,
          quantity: 5,
          unit: 'kg',
          isPacket: true,
          imageUrl: `${TEST_PUBLIC_URL}/media/${atta.imageKey}`,
          createdFromTemplate: true,
          defaultProductId: atta.id,
          categoryId,
        },
      ]);
      const second = expectContract<{ data: { products: Product[]; skippedIds: string[] } }>(
        'importDefaultProducts',
        await importProducts(admin, branch.id, categoryId, [atta.id, rava.id]),
        200,
      ).data;
      expect(second.products.map((p) => p.defaultProductId)).toEqual([rava.id]);
      expect(second.skippedIds).toEqual([atta.id]);
      expect(await count('products')).toBe(2);
    });

    test('a custom category, or a product of another default category, is a 400 and nothing is imported', async () => {
      const { admin, branch } = await setup();
      const { category, defaults } = await importedCategory(t.repos, t.db, branch.id, 1);
      const elsewhere = await insertDefaultProduct(
        t.repos,
        (await insertDefaultCategory(t.repos)).id,
      );
      const custom = await insertCustomCategory(t.repos, branch.id);
      const mine = defaults[0]?.id ?? '';
      expectError(
        'importDefaultProducts',
        await importProducts(admin, branch.id, custom.id, [mine]),
        400,
        IMPORT_NEEDS_IMPORTED_CATEGORY,
      );
      expectError(
        'importDefaultProducts',
        await importProducts(admin, branch.id, category.id, [mine, elsewhere.id]),
        400,
        NOT_IN_DEFAULT_CATEGORY,
      );
      expectError(
        'importDefaultProducts',
        await importProducts(admin, branch.id, category.id, [UNKNOWN]),
        400,
        NOT_IN_DEFAULT_CATEGORY,
      );
      expect(await count('products')).toBe(0);
    });

    test('a category of another branch 404; bad body 400; no token 401', async () => {
      const { admin, branch, other } = await setup();
      const foreign = await importedCategory(t.repos, t.db, other.id, 1);
      const id = foreign.defaults[0]?.id ?? '';
      expectError(
        'importDefaultProducts',
        await importProducts(admin, branch.id, foreign.category.id, [id]),
        404,
        CATEGORY_NOT_FOUND,
      );
      expectError(
        'importDefaultProducts',
        await importProducts(admin, other.id, foreign.category.id, []),
        400,
        /^productIds: /,
      );
      expectError(
        'importDefaultProducts',
        await importProducts(null, other.id, foreign.category.id, [id]),
        401,
      );
      expect(await count('products')).toBe(0);
    });
  });

  describe('POST /api/branch/{branchId}/products (multipart)', () => {
    const fields = (branchId: string, categoryId: string, extra: Record<string, string> = {}) => ({
      name: ' Homemade Podi ',
      description: 'Kandi podi, ground fresh.',
      price: '120.50',
      quantity: '250',
      unit: 'g',
      isPacket: 'true',
      branchId,
      categoryId,
      ...extra,
    });
    const post = (
      admin: TestAdmin | null,
      branchId: string,
      body: Record<string, string>,
      files: FilePart[],
    ) => postForm(admin, `/api/branch/${branchId}/products`, body, files);

    test('creates a custom product in a category of the branch', async () => {
      const { admin, branch } = await setup();
      const category = await insertCustomCategory(t.repos, branch.id);
      const res = await post(admin, branch.id, fields(branch.id, category.id), [
        await image('productImage', 'jpeg'),
      ]);
      const product = expectContract<{ data: { product: Product } }>(
        'createCustomProduct',
        res,
        201,
      ).data.product;
      expect(product).toMatchObject({
        name: 'Homemade Podi',
        price: 120.5,
        quantity: 250,
        unit: 'g',
        isPacket: true,
        createdFromTemplate: false,
        defaultProductId: null,
        categoryId: category.id,
      });
      expect(product.imageUrl).toMatch(/\/media\/products\/[0-9a-f-]{36}\.webp$/);
      expect(await t.repos.audit.list({ entity: 'product' })).toEqual([
        expect.objectContaining({ action: 'create', entityId: product._id }),
      ]);
    });

    test('a custom product may go into an imported category too', async () => {
      const { admin, branch } = await setup();
      const { category } = await importedCategory(t.repos, t.db, branch.id, 0);
      const res = await post(
        admin,
        branch.id,
        fields(branch.id, category.id, { isPacket: 'false', unit: 'kg' }),
        [await image('productImage')],
      );
      expect(
        expectContract<{ data: { product: Product } }>('createCustomProduct', res, 201).data.product
          .isPacket,
      ).toBe(false);
    });

    test.each([
      [{ unit: 'g', isPacket: 'false' }, invalidFieldMessage('unit', UNIT_NOT_ALLOWED_LOOSE)],
      [{ unit: 'pc' }, undefined],
      [{ price: '0' }, invalidFieldMessage('price', PRICE_INVALID)],
      [{ price: '10.005' }, invalidFieldMessage('price', PRICE_INVALID)],
      [{ price: 'ten' }, invalidFieldMessage('price', PRICE_INVALID)],
      [{ quantity: '0' }, invalidFieldMessage('quantity', QUANTITY_INVALID)],
      [{ quantity: '1.5' }, invalidFieldMessage('quantity', QUANTITY_INVALID)],
      [{ name: '   ' }, /^name: /],
      [{ description: '' }, /^description: /],
      [{ unit: 'dozen' }, /^unit: /],
    ])('fields %j: %s', async (extra, message) => {
      const { admin, branch } = await setup();
      const category = await insertCustomCategory(t.repos, branch.id);
      const res = await post(admin, branch.id, fields(branch.id, category.id, extra), [
        await image('productImage'),
      ]);
      if (message === undefined) {
        expectContract('createCustomProduct', res, 201);
      } else {
        expectError('createCustomProduct', res, 400, message);
        expect(await count('products')).toBe(0);
      }
    });

    test("missing ids, another branch's id, or a missing image are 400s", async () => {
      const { admin, branch, other } = await setup();
      const category = await insertCustomCategory(t.repos, branch.id);
      const file = await image('productImage');
      const body = fields(branch.id, category.id);
      const { categoryId: _c, ...noCategory } = body;
      expectError(
        'createCustomProduct',
        await post(admin, branch.id, noCategory, [file]),
        400,
        BRANCH_OR_CATEGORY_ID_MISSING,
      );
      expectError(
        'createCustomProduct',
        await post(admin, branch.id, { ...body, branchId: other.id }, [file]),
        400,
        BRANCH_ID_MISMATCH,
      );
      expectError(
        'createCustomProduct',
        await post(admin, branch.id, body, []),
        400,
        /^productImage: /,
      );
      // A categoryId that is no id at all is bad input, not an unknown category.
      expectError(
        'createCustomProduct',
        await post(admin, branch.id, { ...body, categoryId: 'not-a-uuid' }, [file]),
        400,
        invalidFieldMessage('categoryId', NOT_A_UUID),
      );
      expect(await count('products')).toBe(0);
    });

    test('a JSON body where the form is expected is a 415 that asks for the form', async () => {
      const { admin, branch } = await setup();
      const res = await t.call(
        'POST',
        `/api/branch/${branch.id}/products`,
        { ...admin.headers, 'content-type': 'application/json' },
        JSON.stringify(fields(branch.id, UNKNOWN)),
      );
      expectError('createCustomProduct', res, 415, MULTIPART_REQUIRED);
    });

    test('a category of another branch 404, unknown branch 404, bad image 415, too big 413, no token 401', async () => {
      const { admin, branch, other } = await setup();
      const foreign = await insertCustomCategory(t.repos, other.id);
      const category = await insertCustomCategory(t.repos, branch.id);
      const file = await image('productImage');
      expectError(
        'createCustomProduct',
        await post(admin, branch.id, fields(branch.id, foreign.id), [file]),
        404,
        CATEGORY_NOT_FOUND,
      );
      expectError(
        'createCustomProduct',
        await post(admin, UNKNOWN, fields(UNKNOWN, category.id), [file]),
        404,
        STORE_NOT_FOUND,
      );
      const text: FilePart = { ...file, data: Buffer.from('just text') };
      expectError(
        'createCustomProduct',
        await post(admin, branch.id, fields(branch.id, category.id), [text]),
        415,
      );
      const big: FilePart = { ...file, data: Buffer.alloc(MAX_AFFILIATE_IMAGE_BYTES + 10, 1) };
      expectError(
        'createCustomProduct',
        await post(admin, branch.id, fields(branch.id, category.id), [big]),
        413,
      );
      expectError(
        'createCustomProduct',
        await post(null, branch.id, fields(branch.id, category.id), [file]),
        401,
      );
      expect(await count('products')).toBe(0);
    });
    test('a rule answers the same words by JSON (edit) as by form (create)', async () => {
      const { admin, branch } = await setup();
      const category = await insertCustomCategory(t.repos, branch.id);
      const product = await insertCustomProduct(t.repos, branch.id, category.id);
      const file = await image('productImage');
      const cases: [Record<string, unknown>, FieldMessage][] = [
        [{ name: 'x'.repeat(121) }, invalidFieldMessage('name', PRODUCT_NAME_TOO_LONG)],
        [{ price: 0 }, invalidFieldMessage('price', PRICE_INVALID)],
        [{ price: 10.125 }, invalidFieldMessage('price', PRICE_INVALID)],
        [{ quantity: 0 }, invalidFieldMessage('quantity', QUANTITY_INVALID)],
      ];
      const valid = {
        name: 'Rice',
        description: 'Aged rice.',
        price: 62.25,
        quantity: 1,
        unit: 'kg',
        isPacket: false,
      };
      for (const [change, message] of cases) {
        const json = await request(admin, 'PUT', `/api/branch/products/${product.id}`, {
          ...valid,
          ...change,
        });
        expectError('updateProduct', json, 400, message);
        const form = Object.fromEntries(
          Object.entries({ ...valid, ...change }).map(([key, value]) => [key, String(value)]),
        );
        const multipart = await post(
          admin,
          branch.id,
          { ...form, branchId: branch.id, categoryId: category.id },
          [file],
        );
        expectError('createCustomProduct', multipart, 400, message);
      }
    });
  });

  describe('PUT /api/branch/products/{productId}', () => {
    const edit = (admin: TestAdmin | null, productId: string, payload: object) =>
      request(admin, 'PUT', `/api/branch/products/${productId}`, payload);
    const valid = {
      name: ' Sona Masoori ',
      description: 'Aged rice.',
      price: 62.25,
      quantity: 1,
      unit: 'kg',
      isPacket: false,
    };

    test('replaces the editable fields of a custom or an imported product', async () => {
      const { admin, branch } = await setup();
      const { category, defaults } = await importedCategory(t.repos, t.db, branch.id, 1);
      const [imported] = await t.repos.products.importDefaults(
        {
          branchId: branch.id,
          categoryId: category.id,
          defaultProductIds: defaults.map((d) => d.id),
        },
        t.db,
      );
      const res = await edit(admin, imported?.id ?? '', valid);
      const product = expectContract<{ data: { product: Product } }>('updateProduct', res, 200).data
        .product;
      expect(product).toMatchObject({
        name: 'Sona Masoori',
        price: 62.25,
        unit: 'kg',
        isPacket: false,
        createdFromTemplate: true,
      });
      expect(await t.repos.audit.list({ entity: 'product', entityId: product._id })).toEqual([
        expect.objectContaining({ action: 'edit' }),
      ]);
    });

    test.each([
      [{ unit: 'ml', isPacket: false }, invalidFieldMessage('unit', UNIT_NOT_ALLOWED_LOOSE)],
      [{ price: 0 }, /^price: /],
      [{ price: 9.999 }, invalidFieldMessage('price', PRICE_INVALID)],
      [{ price: '62' }, /^price: /],
      [{ quantity: 0 }, /^quantity: /],
      [{ quantity: 2.5 }, /^quantity: /],
      [{ name: '  ' }, /^name: /],
      [{ extra: true }, /^extra: /],
    ])('refuses %j with a 400', async (change, message) => {
      const { admin, branch } = await setup();
      const category = await insertCustomCategory(t.repos, branch.id);
      const product = await insertCustomProduct(t.repos, branch.id, category.id, {
        name: 'Before',
      });
      expectError(
        'updateProduct',
        await edit(admin, product.id, { ...valid, ...change }),
        400,
        message,
      );
      expect((await t.repos.products.findById(product.id))?.name).toBe('Before');
    });

    test('unknown product 404, malformed id 400, no token 401', async () => {
      const { admin } = await setup();
      expectError('updateProduct', await edit(admin, UNKNOWN, valid), 404, PRODUCT_NOT_FOUND);
      expectError('updateProduct', await edit(admin, 'p1', valid), 400);
      expectError('updateProduct', await edit(null, UNKNOWN, valid), 401);
    });
  });

  describe('removing imported and deleting custom products', () => {
    const remove = (admin: TestAdmin | null, branchId: string, productIds: string[]) =>
      request(admin, 'PUT', `/api/branch/${branchId}/products/remove-imported`, { productIds });
    const del = (admin: TestAdmin | null, branchId: string, productIds: string[]) =>
      request(admin, 'DELETE', `/api/branch/${branchId}/products/custom`, { productIds });

    async function stocked() {
      const context = await setup();
      const { category, defaults } = await importedCategory(t.repos, t.db, context.branch.id, 2);
      const imported = await t.repos.products.importDefaults(
        {
          branchId: context.branch.id,
          categoryId: category.id,
          defaultProductIds: defaults.map((d) => d.id),
        },
        t.db,
      );
      const custom = await insertCustomProduct(t.repos, context.branch.id, category.id);
      const foreignCategory = await insertCustomCategory(t.repos, context.other.id);
      const foreign = await insertCustomProduct(t.repos, context.other.id, foreignCategory.id);
      return {
        ...context,
        imported: imported.map((p) => p.id),
        custom: custom.id,
        foreign: foreign.id,
      };
    }

    test('remove-imported removes imported products only; the defaults stay', async () => {
      const { admin, branch, imported, custom } = await stocked();
      const res = await remove(admin, branch.id, imported);
      expect(
        expectContract<{ data: { productIds: string[] } }>('removeImportedProducts', res, 200).data
          .productIds,
      ).toEqual(imported);
      expect(
        (
          await t.db.query<{ id: string }>('select id from products where branch_id = $1', [
            branch.id,
          ])
        ).map((r) => r.id),
      ).toEqual([custom]);
      expect(await count('default_products')).toBe(2);
    });

    test("remove-imported: a custom product 400, another branch's 404, nothing changes", async () => {
      const { admin, branch, imported, custom, foreign } = await stocked();
      expectError(
        'removeImportedProducts',
        await remove(admin, branch.id, [...imported, custom]),
        400,
        ONLY_IMPORTED_PRODUCTS,
      );
      expectError(
        'removeImportedProducts',
        await remove(admin, branch.id, [...imported, foreign]),
        404,
        PRODUCT_NOT_FOUND,
      );
      expectError('removeImportedProducts', await remove(admin, branch.id, []), 400);
      expectError('removeImportedProducts', await remove(null, branch.id, imported), 401);
      expect(await count('products')).toBe(4);
    });

    test('delete-custom deletes custom products only', async () => {
      const { admin, branch, custom } = await stocked();
      const res = await del(admin, branch.id, [custom]);
      expect(
        expectContract<{ data: { productIds: string[] } }>('deleteCustomProducts', res, 200).data
          .productIds,
      ).toEqual([custom]);
      expect(await count('products')).toBe(3);
      expect(await t.repos.audit.list({ entity: 'product' })).toEqual([
        expect.objectContaining({ action: 'delete' }),
      ]);
    });

    test("delete-custom: an imported product 400, another branch's 404, nothing changes", async () => {
      const { admin, branch, imported, custom, foreign } = await stocked();
      expectError(
        'deleteCustomProducts',
        await del(admin, branch.id, [custom, ...imported]),
        400,
        ONLY_CUSTOM_PRODUCTS,
      );
      expectError(
        'deleteCustomProducts',
        await del(admin, branch.id, [custom, foreign]),
        404,
        PRODUCT_NOT_FOUND,
      );
      expectError(
        'deleteCustomProducts',
        await del(admin, UNKNOWN, [custom]),
        404,
        STORE_NOT_FOUND,
      );
      expectError('deleteCustomProducts', await del(null, branch.id, [custom]), 401);
      expect(await count('products')).toBe(4);
    });

    test('after its products are gone the category can be removed', async () => {
      const { admin, branch, imported, custom } = await stocked();
      const [category] = await t.repos.categories.listByBranch(branch.id);
      const id = category?.id ?? '';
      expectError(
        'removeImportedCategories',
        await request(admin, 'PUT', `/api/branch/${branch.id}/categories/remove-imported`, {
          categoryIds: [id],
        }),
        409,
      );
      expectContract('removeImportedProducts', await remove(admin, branch.id, imported), 200);
      expectContract('deleteCustomProducts', await del(admin, branch.id, [custom]), 200);
      expectContract(
        'removeImportedCategories',
        await request(admin, 'PUT', `/api/branch/${branch.id}/categories/remove-imported`, {
          categoryIds: [id],
        }),
        200,
      );
    });
  });

  describe('default catalogue', () => {
    test('GET /api/admin/default-categories lists every default category by name', async () => {
      const admin = await t.admin();
      await insertDefaultCategory(t.repos, 'Snacks');
      await insertDefaultCategory(t.repos, 'Atta');
      const res = await request(admin, 'GET', '/api/admin/default-categories');
      const body = expectContract<{
        data: { defaultCategories: { name: string; imageUrl: string }[] };
      }>('listDefaultCategories', res, 200);
      expect(body.data.defaultCategories.map((c) => c.name)).toEqual(['Atta', 'Snacks']);
      expectError(
        'listDefaultCategories',
        await request(null, 'GET', '/api/admin/default-categories'),
        401,
      );
    });

    test('GET /api/admin/default-categories/{categoryId}/products lists its products', async () => {
      const admin = await t.admin();
      const category = await insertDefaultCategory(t.repos);
      await insertDefaultProduct(t.repos, category.id, {
        name: 'Toor Dal',
        suggestedPrice: 165,
        unit: 'kg',
        quantity: 1,
        isPacket: false,
      });
      await insertDefaultProduct(t.repos, (await insertDefaultCategory(t.repos)).id, {
        name: 'Elsewhere',
      });
      const res = await request(
        admin,
        'GET',
        `/api/admin/default-categories/${category.id}/products`,
      );
      const body = expectContract<{ data: { defaultProducts: Record<string, unknown>[] } }>(
        'listDefaultProducts',
        res,
        200,
      );
      expect(body.data.defaultProducts).toEqual([
        expect.objectContaining({
          name: 'Toor Dal',
          suggestedPrice: 165,
          unit: 'kg',
          quantity: 1,
          isPacket: false,
        }),
      ]);
      expectError(
        'listDefaultProducts',
        await request(admin, 'GET', `/api/admin/default-categories/${UNKNOWN}/products`),
        404,
        DEFAULT_CATEGORY_NOT_FOUND,
      );
      expectError(
        'listDefaultProducts',
        await request(admin, 'GET', '/api/admin/default-categories/dals/products'),
        400,
      );
      expectError(
        'listDefaultProducts',
        await request(null, 'GET', `/api/admin/default-categories/${category.id}/products`),
        401,
      );
    });
  });
});
