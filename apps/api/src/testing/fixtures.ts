// Test data: rows inserted through the repositories, images made by sharp, the sample PDFs of
// documents/fixtures/, multipart bodies.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Repositories } from '../repositories/index.js';
import type { StoreRow, NewStore } from '../repositories/stores.js';
import type {
  ApplicationRow,
  NewApplication,
} from '../repositories/delivery-partner-applications.js';
import type { CategoryRow } from '../repositories/categories.js';
import type { DefaultCategoryRow, DefaultProductRow } from '../repositories/catalogue.js';
import type { ProductRow } from '../repositories/products.js';
import { at } from '../repositories/rows.js';
import { newDocumentKey } from '../storage/storage.js';
import type { TestApp } from './app.js';

let sequence = 0;
const next = () => (sequence += 1);

export function storeInput(overrides: Partial<NewStore> = {}): NewStore {
  const n = next();
  return {
    name: `Store ${n}`,
    ownerName: `Owner ${n}`,
    phone: `+91 98480 ${String(10000 + n).slice(-5)}`,
    status: 'pending',
    street: `${n}, Main Road`,
    city: 'Hyderabad',
    state: 'Telangana',
    pincode: '500016',
    country: 'India',
    ...overrides,
  };
}

export function insertStore(
  repos: Repositories,
  overrides: Partial<NewStore> = {},
): Promise<StoreRow> {
  return repos.stores.insert(storeInput(overrides));
}

/** An application to deliver, as the form leaves it (Ravi Teja's on a bicycle unless told). */
export function insertApplication(
  repos: Repositories,
  overrides: Partial<NewApplication> = {},
): Promise<ApplicationRow> {
  return repos.applications.insert({
    name: 'Ravi Teja',
    phone: '9848022338',
    email: null,
    pincode: '500028',
    vehicle: 'bicycle',
    previousApplicationId: null,
    ...overrides,
  });
}

const fakeKey = (folder: 'categories' | 'products') => `${folder}/${randomUUID()}.webp`;

export function insertDefaultCategory(
  repos: Repositories,
  name = `Default ${next()}`,
): Promise<DefaultCategoryRow> {
  return repos.catalogue.insertCategory({ name, imageKey: fakeKey('categories'), sortOrder: 0 });
}

export function insertDefaultProduct(
  repos: Repositories,
  defaultCategoryId: string,
  overrides: Partial<Omit<DefaultProductRow, 'id' | 'defaultCategoryId'>> = {},
): Promise<DefaultProductRow> {
  return repos.catalogue.insertProduct({
    defaultCategoryId,
    name: `Default product ${next()}`,
    description: 'A default product.',
    unit: 'kg',
    quantity: 1,
    isPacket: true,
    imageKey: fakeKey('products'),
    suggestedPrice: 99.5,
    sortOrder: 0,
    ...overrides,
  });
}

export function insertCustomCategory(
  repos: Repositories,
  branchId: string,
  name = `Custom ${next()}`,
): Promise<CategoryRow> {
  return repos.categories.createCustom({ branchId, name, imageKey: fakeKey('categories') });
}

export function insertCustomProduct(
  repos: Repositories,
  branchId: string,
  categoryId: string,
  overrides: Partial<ProductRow> = {},
): Promise<ProductRow> {
  return repos.products.createCustom({
    branchId,
    categoryId,
    name: `Custom product ${next()}`,
    description: 'Made here.',
    price: 25,
    quantity: 1,
    unit: 'kg',
    isPacket: false,
    imageKey: fakeKey('products'),
    ...overrides,
  });
}

/** The text fields of a custom product's form: a 1 kg packet, at ₹10 unless `product` says. */
export function productFormFields(
  product: { name: string; description: string; price?: string },
  branchId: string,
  categoryId: string,
): Record<string, string> {
  return {
    name: product.name,
    description: product.description,
    price: product.price ?? '10',
    quantity: '1',
    unit: 'kg',
    isPacket: 'true',
    branchId,
    categoryId,
  };
}

/** Imports a default category (with `products` default products) into the branch. */
export async function importedCategory(
  repos: Repositories,
  db: Parameters<Repositories['categories']['importDefaults']>[2],
  branchId: string,
  products = 2,
): Promise<{
  defaultCategory: DefaultCategoryRow;
  defaults: DefaultProductRow[];
  category: CategoryRow;
}> {
  const defaultCategory = await insertDefaultCategory(repos);
  const defaults: DefaultProductRow[] = [];
  for (let i = 0; i < products; i += 1)
    defaults.push(await insertDefaultProduct(repos, defaultCategory.id));
  const category = at(await repos.categories.importDefaults(branchId, [defaultCategory.id], db));
  return { defaultCategory, defaults, category };
}

/**
 * A document's file as an upload leaves it: sealed in the documents' storage under a new key.
 * Answers the fields of its row (a store's or an application's document).
 */
export async function storedDocument<Type extends 'image/jpeg' | 'image/png' = 'image/jpeg'>(
  t: Pick<TestApp, 'documents'>,
  data: Buffer,
  contentType: Type = 'image/jpeg' as Type,
): Promise<{ storageKey: string; contentType: Type; size: number }> {
  const storageKey = newDocumentKey(contentType === 'image/png' ? 'png' : 'jpg');
  await t.documents.put(storageKey, data, contentType);
  return { storageKey, contentType, size: data.length };
}

/** Imports a default category with its `products` default products, the products imported too. */
export async function importedCategoryWithProducts(
  repos: Repositories,
  db: Parameters<Repositories['categories']['importDefaults']>[2],
  branchId: string,
  products = 2,
) {
  const imported = await importedCategory(repos, db, branchId, products);
  await repos.products.importDefaults(
    {
      branchId,
      categoryId: imported.category.id,
      defaultProductIds: imported.defaults.map((d) => d.id),
    },
    db,
  );
  return imported;
}

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** A real image of the given format and size. */
export function makeImage(format: ImageFormat, width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e9a23b' } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG whose EXIF says "rotate 90°" and that carries camera metadata. */
export function makeRotatedJpeg(width = 80, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3b7be9' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Make: 'TestCam', Model: 'Secret GPS Phone' } },
    })
    .toBuffer();
}

/** A sample PDF of src/documents/fixtures/ (one a case of the document check, made by make.ts). */
export function pdfFixture(name: string): Buffer {
  return readFileSync(new URL(`../documents/fixtures/${name}`, import.meta.url));
}

export interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body for app.inject. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----kirana${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
