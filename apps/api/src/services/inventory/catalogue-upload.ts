// Bulk upload of a store's catalogue: a CSV file is checked row by row with the product rules
// and kept as a preview; applying it writes every row or none, and a file already applied to
// the store changes nothing the second time.
import { createHash } from 'node:crypto';
import {
  CSV_IMAGE_URL_INVALID,
  CSV_NEW_CATEGORY_NEEDS_IMAGE,
  CSV_PREVIEW_STALE,
  CSV_UPLOAD_HAS_ERRORS,
  CSV_UPLOAD_NOT_FOUND,
  CSV_WRONG_FIELD_COUNT,
  catalogueRowKey,
  csvCellText,
  csvDuplicateMessage,
  validateCatalogueCsvRow,
} from '@kirana/domain/inventory';
import { STORE_NOT_FOUND } from '@kirana/domain/stores';
import type { Unit } from '@kirana/domain/units';
import type { Queryable } from '../../db/adapter.js';
import { conflict, notFound } from '../../errors.js';
import type { AdminRow } from '../../repositories/admins.js';
import {
  isInvalidRow,
  type CatalogueUploadRow,
  type InvalidRow,
  type PlannedRow,
  type UploadRow,
} from '../../repositories/catalogue-uploads.js';
import type { CategoryRow } from '../../repositories/categories.js';
import type { ProductRow } from '../../repositories/products.js';
import { keyFromPublicUrl, type Storage } from '../../storage/storage.js';
import { readCatalogueCsv } from './catalogue-csv.js';
import { type InventoryDeps } from './store-items.js';

export interface AppliedCounts {
  created: number;
  updated: number;
  unchanged: number;
  categoriesCreated: number;
  /** The same file was applied to this store before: nothing was written now. */
  alreadyApplied: boolean;
}

const lower = (text: string) => text.trim().toLowerCase();

/** The branch's catalogue as the upload matches it: categories by name, products by category. */
interface Catalogue {
  category(name: string): CategoryRow | undefined;
  product(categoryId: string, name: string): ProductRow | undefined;
}

async function loadCatalogue(
  deps: Pick<InventoryDeps, 'repos'>,
  branchId: string,
  tx?: Queryable,
): Promise<Catalogue> {
  const categories = new Map<string, CategoryRow>();
  // A custom category wins over an imported one of the same name.
  for (const row of await deps.repos.categories.listByBranch(branchId, tx)) {
    const known = categories.get(lower(row.name));
    if (!known || (known.createdFromTemplate && !row.createdFromTemplate))
      categories.set(lower(row.name), row);
  }
  const products = new Map<string, ProductRow>();
  for (const row of await deps.repos.products.listByBranch(branchId, tx)) {
    const key = `${row.categoryId}\u0000${lower(row.name)}`;
    if (!products.has(key)) products.set(key, row);
  }
  return {
    category: (name) => categories.get(lower(name)),
    product: (categoryId, name) => products.get(`${categoryId}\u0000${lower(name)}`),
  };
}

const cents = (price: number) => Math.round(price * 100);

/** The fields a valid row changes on the product it matches. */
function changesOf(
  row: Omit<PlannedRow, 'kind' | 'changes' | 'line' | 'newCategory'>,
  product: ProductRow,
) {
  const changes: string[] = [];
  if (row.name !== product.name) changes.push('name');
  if (row.description !== product.description) changes.push('description');
  if (cents(row.price) !== cents(product.price)) changes.push('price');
  if (row.quantity !== product.quantity) changes.push('quantity');
  if (row.unit !== product.unit) changes.push('unit');
  if (row.isPacket !== product.isPacket) changes.push('isPacket');
  if (row.imageKey !== null && row.imageKey !== product.imageKey) changes.push('imageUrl');
  return changes;
}

/** Checks every record of the file against the rules and the branch's catalogue. */
function checkRows(
  records: Awaited<ReturnType<typeof readCatalogueCsv>>,
  catalogue: Catalogue,
  storage: Storage,
): UploadRow[] {
  const firstLineOf = new Map<string, number>();
  const rows: UploadRow[] = records.map(({ line, cells, complete }): UploadRow => {
    const category = csvCellText(cells.category ?? '').trim();
    const name = csvCellText(cells.name ?? '').trim();
    if (!complete) return { line, category, name, messages: [CSV_WRONG_FIELD_COUNT.text] };
    const messages: string[] = [];
    const checked = validateCatalogueCsvRow(cells);
    if (!checked.ok) messages.push(...checked.messages.map((message) => message.text));
    let imageKey: string | null = null;
    const imageUrl = csvCellText(cells.imageUrl ?? '').trim();
    if (imageUrl !== '') {
      imageKey = keyFromPublicUrl(storage, imageUrl);
      if (!imageKey || imageKey.startsWith('affiliate/')) messages.push(CSV_IMAGE_URL_INVALID.text);
    }
    if (category && name) {
      const key = catalogueRowKey(category, name);
      const first = firstLineOf.get(key);
      if (first === undefined) firstLineOf.set(key, line);
      else messages.push(csvDuplicateMessage(first).text);
    }
    if (!checked.ok || messages.length > 0) return { line, category, name, messages };
    const value = { ...checked.value, unit: checked.value.unit as Unit, imageKey };
    const { imageUrl: _url, ...fields } = value;
    const known = catalogue.category(fields.category);
    const product = known && catalogue.product(known.id, fields.name);
    const changes = product ? changesOf(fields, product) : [];
    return {
      line,
      ...fields,
      kind: !product ? 'create' : changes.length > 0 ? 'update' : 'unchanged',
      newCategory: !known,
      changes,
    };
  });
  // A category the file creates takes the image of its first row that names one.
  const imageFound = new Set<string>();
  const firstRowOf = new Map<string, PlannedRow>();
  for (const row of rows) {
    if (isInvalidRow(row) || !row.newCategory) continue;
    if (row.imageKey) imageFound.add(lower(row.category));
    if (!firstRowOf.has(lower(row.category))) firstRowOf.set(lower(row.category), row);
  }
  return rows.map((row) => {
    if (isInvalidRow(row) || !row.newCategory || imageFound.has(lower(row.category))) return row;
    if (firstRowOf.get(lower(row.category)) !== row) return row;
    const invalid: InvalidRow = {
      line: row.line,
      category: row.category,
      name: row.name,
      messages: [CSV_NEW_CATEGORY_NEEDS_IMAGE.text],
    };
    return invalid;
  });
}

/** Checks the file and keeps it as a preview; `alreadyApplied` when it was applied before. */
export async function preview(
  deps: InventoryDeps,
  admin: Pick<AdminRow, 'id'>,
  branchId: string,
  bytes: Buffer | null,
): Promise<{ upload: CatalogueUploadRow; alreadyApplied: boolean }> {
  if (!(await deps.repos.stores.exists(branchId))) throw notFound(STORE_NOT_FOUND);
  const records = await readCatalogueCsv(bytes);
  const fileHash = createHash('sha256')
    .update(bytes ?? Buffer.alloc(0))
    .digest('hex');
  const rows = checkRows(records, await loadCatalogue(deps, branchId), deps.storage);
  const upload = await deps.repos.catalogueUploads.create({
    branchId,
    fileHash,
    rows,
    adminId: admin.id,
  });
  return {
    upload,
    alreadyApplied: await deps.repos.catalogueUploads.wasApplied(branchId, fileHash),
  };
}

/**
 * Writes every row of the upload in one transaction with one audit entry: 404 unknown, 409
 * when any row is invalid. The rows are matched again against the catalogue as it is now.
 */
export function apply(
  deps: InventoryDeps,
  admin: Pick<AdminRow, 'id'>,
  branchId: string,
  uploadId: string,
) {
  return deps.audited(
    admin,
    async (tx): Promise<AppliedCounts> => {
      // One apply at a time per store: the second of two waits, then finds the file applied.
      if (!(await deps.repos.stores.lock(branchId, tx))) throw notFound(STORE_NOT_FOUND);
      const upload = await deps.repos.catalogueUploads.findInBranch(branchId, uploadId, {
        tx,
        lock: true,
      });
      if (!upload) throw notFound(CSV_UPLOAD_NOT_FOUND);
      if (upload.invalidRows > 0) throw conflict(CSV_UPLOAD_HAS_ERRORS);
      const planned = upload.rows.filter((row): row is PlannedRow => !isInvalidRow(row));
      const counts: AppliedCounts = {
        created: 0,
        updated: 0,
        unchanged: 0,
        categoriesCreated: 0,
        alreadyApplied: false,
      };
      if (
        upload.appliedAt !== null ||
        (await deps.repos.catalogueUploads.wasApplied(branchId, upload.fileHash, tx))
      )
        return { ...counts, unchanged: planned.length, alreadyApplied: true };

      const catalogue = await loadCatalogue(deps, branchId, tx);
      const created = new Map<string, CategoryRow>();
      const imageOf = new Map<string, string>();
      for (const row of planned)
        if (row.imageKey && !imageOf.has(lower(row.category)))
          imageOf.set(lower(row.category), row.imageKey);
      for (const row of planned) {
        let category = catalogue.category(row.category) ?? created.get(lower(row.category));
        if (!category) {
          const imageKey = imageOf.get(lower(row.category));
          if (!imageKey) throw conflict(CSV_PREVIEW_STALE);
          category = await deps.repos.categories.createCustom(
            { branchId, name: row.category, imageKey },
            tx,
          );
          created.set(lower(row.category), category);
          counts.categoriesCreated += 1;
        }
        const fields = {
          name: row.name,
          description: row.description,
          price: row.price,
          quantity: row.quantity,
          unit: row.unit as Unit,
          isPacket: row.isPacket,
        };
        const product = catalogue.product(category.id, row.name);
        if (!product) {
          await deps.repos.products.createCustom(
            {
              ...fields,
              branchId,
              categoryId: category.id,
              imageKey: row.imageKey ?? category.imageKey,
            },
            tx,
          );
          counts.created += 1;
        } else if (changesOf({ ...row }, product).length > 0) {
          await deps.repos.products.update(product.id, fields, tx, row.imageKey);
          counts.updated += 1;
        } else counts.unchanged += 1;
      }
      await deps.repos.catalogueUploads.markApplied(upload.id, tx);
      return counts;
    },
    (counts) =>
      counts.created + counts.updated + counts.categoriesCreated === 0
        ? null
        : {
            action: 'bulk-upload',
            entity: 'branch',
            entityId: branchId,
            details: {
              uploadId,
              created: counts.created,
              updated: counts.updated,
              unchanged: counts.unchanged,
              categoriesCreated: counts.categoriesCreated,
            },
          },
  );
}
