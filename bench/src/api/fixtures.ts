// The bench's data, made through the API itself so it works on PGlite and PostgreSQL alike, in
// one of the demo's approved stores: the default catalogue's categories imported, a category of
// 200 products (the products list), a category of products to edit (the write mix), and
// affiliate products (the affiliate list).
import sharp from 'sharp';

export const ADMIN = { email: 'admin@kirana.local', password: 'kirana-admin-demo' };
export const LIST_SIZE = 200;
export const EDITABLE_PRODUCTS = 20;
export const AFFILIATE_PRODUCTS = 30;

export interface Fixtures {
  token: string;
  branchId: string;
  /** The category holding LIST_SIZE products. */
  listCategoryId: string;
  /** The category the write mix creates products in and whose products it edits. */
  writeCategoryId: string;
  editableProductIds: string[];
  /** A small JPEG (an admin's product photo, scaled down). */
  image: Buffer;
}

type Json = Record<string, unknown>;

async function call(
  base: string,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<Json> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${base}${path}`, { ...init, headers });
  const body = (await response.json()) as Json;
  if (!response.ok) {
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  }
  return body;
}

const data = (body: Json) => body.data as Json;

/** A 480x480 JPEG of a few coloured bands (about 10 KB). */
export async function benchImage(): Promise<Buffer> {
  const width = 480;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = 120 + ((y >> 5) % 2) * 80;
      pixels[at + 2] = (y * 255) / height;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export function productForm(
  branchId: string,
  categoryId: string,
  name: string,
  image: Buffer,
): FormData {
  const form = new FormData();
  form.set('branchId', branchId);
  form.set('categoryId', categoryId);
  form.set('name', name);
  form.set('description', 'Made by the benchmark.');
  form.set('price', '49.50');
  form.set('quantity', '500');
  form.set('unit', 'g');
  form.set('isPacket', 'true');
  form.set('productImage', new Blob([image], { type: 'image/jpeg' }), 'product.jpg');
  return form;
}

export async function login(base: string): Promise<string> {
  const body = await call(base, '/api/auth/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return String(data(body).accessToken);
}

/** Runs `count` tasks, `parallel` at a time. */
async function times<T>(count: number, parallel: number, task: (i: number) => Promise<T>) {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const i = next;
        next += 1;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

export async function makeFixtures(base: string): Promise<Fixtures> {
  const token = await login(base);
  const image = await benchImage();

  // The first approved demo store (it already has a few imported categories).
  const branches = data(
    await call(base, '/api/admin/branches?status=approved&page=1&pageSize=1', { token }),
  ).branches as Json[];
  const branchId = String(branches[0]?._id);

  const createCategory = async (name: string) => {
    const form = new FormData();
    form.set('name', name);
    form.set('categoryImage', new Blob([image], { type: 'image/jpeg' }), 'category.jpg');
    const body = await call(base, `/api/branch/${branchId}/categories`, {
      method: 'POST',
      body: form,
      token,
    });
    return String((data(body).category as Json)._id);
  };
  const createProduct = async (categoryId: string, name: string) => {
    const body = await call(base, `/api/branch/${branchId}/products`, {
      method: 'POST',
      body: productForm(branchId, categoryId, name, image),
      token,
    });
    return String((data(body).product as Json)._id);
  };

  // The default catalogue's categories too, as a store that set up its shop would have.
  const defaults = data(await call(base, '/api/admin/default-categories', { token }))
    .defaultCategories as Json[];
  await call(base, `/api/branch/${branchId}/categories/import-default`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ categoryIds: defaults.map((category) => category._id) }),
    token,
  });
  const listCategoryId = await createCategory('Bench list');
  await times(LIST_SIZE, 4, (i) =>
    createProduct(listCategoryId, `Bench product ${String(i + 1).padStart(3, '0')}`),
  );
  const writeCategoryId = await createCategory('Bench writes');
  const editableProductIds = await times(EDITABLE_PRODUCTS, 4, (i) =>
    createProduct(writeCategoryId, `Editable product ${i + 1}`),
  );

  await times(AFFILIATE_PRODUCTS, 2, async (i) => {
    const ticket = data(await call(base, '/api/affiliate/upload-url', { token }));
    const upload = await fetch(String(ticket.uploadUrl), {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: image,
    });
    if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
    await call(base, '/api/affiliate/products', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Affiliate product ${i + 1}`,
        imageUrl: ticket.imageUrl,
        affiliateLink: `https://shop.example.in/item/${i + 1}`,
      }),
      token,
    });
  });

  return { token, branchId, listCategoryId, writeCategoryId, editableProductIds, image };
}
