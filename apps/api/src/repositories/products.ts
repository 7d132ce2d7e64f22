// A branch's products: imported from the default catalogue or custom.
import type { Queryable } from '../db/adapter.js';
import type { Unit } from '@kirana/domain/units';
import { decodeCursor, pageOf } from './cursor.js';
import { containsPattern, isUuid, at, type ReadOptions } from './rows.js';

export interface ProductRow {
  id: string;
  branchId: string;
  categoryId: string;
  name: string;
  description: string;
  price: number;
  quantity: number;
  unit: Unit;
  isPacket: boolean;
  imageKey: string;
  createdFromTemplate: boolean;
  defaultProductId: string | null;
}

/** A product with its category's name, as the catalogue CSV lists it. */
export interface CatalogueLine extends ProductRow {
  categoryName: string;
}

/** How many rows one query of the catalogue export reads. */
export const CATALOGUE_BATCH_ROWS = 500;

export interface ProductFields {
  name: string;
  description: string;
  price: number;
  quantity: number;
  unit: Unit;
  isPacket: boolean;
}

/** The columns of a ProductRow, of the products table under `alias` when given. */
const productColumns = (alias?: string) => {
  const a = alias ? `${alias}.` : '';
  return `${a}id, ${a}branch_id as "branchId", ${a}category_id as "categoryId", ${a}name,
  ${a}description, ${a}price::float8 as price, ${a}quantity, ${a}unit, ${a}is_packet as "isPacket",
  ${a}image_key as "imageKey", ${a}created_from_template as "createdFromTemplate",
  ${a}default_product_id as "defaultProductId"`;
};
const columns = productColumns();

export type ItemKind = 'imported' | 'custom';
export type ProductSort = 'name' | 'price' | 'price-desc';

/** Which products one page lists: a category's or (without categoryId) the whole branch's. */
export interface ProductPageQuery {
  branchId: string;
  categoryId?: string;
  kind?: ItemKind;
  /** Searched in the names, case-insensitive, anywhere. */
  q?: string;
  sort: ProductSort;
  /** The previous page's nextCursor. */
  cursor?: string;
  limit: number;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

type Key = [string, string] | [number, string, string];
/** A row as read for a page: with lower(name) as the database computes it, for the key. */
type Keyed = ProductRow & { nameKey: string };

/** The columns a sort orders by, as the query at hand names them. */
interface SortColumns {
  name: string;
  price: string;
  id: string;
  /** The SQL type of `price`, for the cursor's value. */
  priceType: 'numeric' | 'float8';
}

/** Each sort's order and the key of a row in it (a cursor holds the last row's key). */
const SORTS: Record<
  ProductSort,
  {
    order: (c: SortColumns) => string;
    shape: ('string' | 'number')[];
    key: (row: Keyed) => Key;
  }
> = {
  name: {
    order: (c) => `${c.name}, ${c.id}`,
    shape: ['string', 'string'],
    key: (row) => [row.nameKey, row.id],
  },
  price: {
    order: (c) => `${c.price}, ${c.name}, ${c.id}`,
    shape: ['number', 'string', 'string'],
    key: (row) => [row.price, row.nameKey, row.id],
  },
  'price-desc': {
    order: (c) => `(-${c.price}), ${c.name}, ${c.id}`,
    shape: ['number', 'string', 'string'],
    key: (row) => [-row.price, row.nameKey, row.id],
  },
};

/** The table's own columns: the indexes serve the order. */
const TABLE: SortColumns = {
  name: 'lower(p.name)',
  price: 'p.price',
  id: 'p.id',
  priceType: 'numeric',
};
/** The columns of a search's matches (below). */
const MATCHES: SortColumns = {
  name: 'm."nameKey"',
  price: 'm.price',
  id: 'm.id',
  priceType: 'float8',
};

export function productsRepository(db: Queryable) {
  /**
   * One page of products in the query's sort, from `select` columns of `from` (alias p).
   * Without a search the page is read in index order. With one, the matches are found first
   * (by the trigram index) and then sorted: read in name order and filtered, a search for a
   * word late in the alphabet walked most of the store to fill a page.
   */
  async function page<T extends ProductRow>(
    query: ProductPageQuery,
    select: string,
    from: string,
  ): Promise<Page<T>> {
    const sort = SORTS[query.sort];
    const after = decodeCursor<Key>(query.cursor, sort.shape, (key) => isUuid(String(key.at(-1))));
    const params: unknown[] = [query.branchId];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where = ['p.branch_id = $1'];
    if (query.categoryId) where.push(`p.category_id = ${param(query.categoryId)}::uuid`);
    if (query.kind) where.push(`p.created_from_template = ${param(query.kind === 'imported')}`);
    const q = query.q?.trim();
    // lower(...) like lower(...) rather than ilike: the trigram index is on lower(name).
    if (q) where.push(`lower(p.name) like lower(${param(containsPattern(q))})`);
    const columns = q ? MATCHES : TABLE;
    let keyset = '';
    if (after) {
      const values =
        after.length === 2
          ? `${param(after[0])}, ${param(after[1])}::uuid`
          : `${param(after[0])}::${columns.priceType}, ${param(after[1])}, ${param(after[2])}::uuid`;
      keyset = `(${sort.order(columns)}) > (${values})`;
    }
    const read = `select ${select}, lower(p.name) as "nameKey" from ${from}`;
    const sql = q
      ? `with matched as materialized (${read} where ${where.join(' and ')})
         select * from matched m ${keyset ? `where ${keyset}` : ''}
         order by ${sort.order(MATCHES)} limit ${param(query.limit + 1)}`
      : `${read} where ${[...where, ...(keyset ? [keyset] : [])].join(' and ')}
         order by ${sort.order(TABLE)} limit ${param(query.limit + 1)}`;
    const rows = await db.query<T & Keyed>(sql, params);
    const { items, nextCursor } = pageOf(rows, query.limit, sort.key);
    return { items: items.map(({ nameKey: _key, ...row }) => row as unknown as T), nextCursor };
  }

  return {
    /** A page of a category's products (of the whole branch without categoryId). */
    listPage(query: ProductPageQuery): Promise<Page<ProductRow>> {
      return page(query, productColumns('p'), 'products p');
    },

    /** A page of the branch's products, each with its category's name. */
    listPageWithCategory(query: ProductPageQuery): Promise<Page<CatalogueLine>> {
      return page<CatalogueLine>(
        query,
        `${productColumns('p')}, c.name as "categoryName"`,
        'products p join categories c on c.id = p.category_id',
      );
    },

    /**
     * The branch's products with their category names, by category then name, read in batches
     * of `batchRows` (keyset pages): an export of any size holds one batch in memory.
     */
    async *streamCatalogue(
      branchId: string,
      batchRows = CATALOGUE_BATCH_ROWS,
    ): AsyncGenerator<CatalogueLine> {
      let after: [string, string, string, string] | null = null;
      for (;;) {
        const rows: (CatalogueLine & { k1: string; k3: string })[] = await db.query(
          `select ${productColumns('p')}, c.name as "categoryName",
                  lower(c.name) as k1, lower(p.name) as k3
           from products p join categories c on c.id = p.category_id
           where p.branch_id = $1
             and ($2::text is null
                  or (lower(c.name), c.id, lower(p.name), p.id) > ($2, $3::uuid, $4, $5::uuid))
           order by lower(c.name), c.id, lower(p.name), p.id
           limit $6`,
          [
            branchId,
            after?.[0] ?? null,
            after?.[1] ?? null,
            after?.[2] ?? null,
            after?.[3] ?? null,
            batchRows,
          ],
        );
        for (const { k1: _k1, k3: _k3, ...row } of rows) yield row;
        const last = rows.at(-1);
        if (!last || rows.length < batchRows) return;
        after = [last.k1, last.categoryId, last.k3, last.id];
      }
    },

    /** The product by id. `lock` holds it until the transaction ends. */
    async findById(
      id: string,
      { tx = db, lock = false }: ReadOptions = {},
    ): Promise<ProductRow | null> {
      if (!isUuid(id)) return null;
      const rows = await tx.query<ProductRow>(
        `select ${columns} from products where id = $1${lock ? ' for update' : ''}`,
        [id],
      );
      return rows[0] ?? null;
    },

    /** The products among `ids` that belong to this branch, locked for the transaction. */
    lockManyInBranch(
      branchId: string,
      ids: readonly string[],
      tx: Queryable,
    ): Promise<ProductRow[]> {
      return tx.query(
        `select ${columns} from products where branch_id = $1 and id = any($2::uuid[])
         order by id for update`,
        [branchId, ids.filter(isUuid)],
      );
    },

    async createCustom(
      input: ProductFields & { branchId: string; categoryId: string; imageKey: string },
      tx: Queryable = db,
    ): Promise<ProductRow> {
      const rows = await tx.query<ProductRow>(
        `insert into products
           (branch_id, category_id, name, description, price, quantity, unit, is_packet, image_key, created_from_template)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, false)
         returning ${columns}`,
        [
          input.branchId,
          input.categoryId,
          input.name,
          input.description,
          input.price,
          input.quantity,
          input.unit,
          input.isPacket,
          input.imageKey,
        ],
      );
      return at(rows);
    },

    /** Copies the default products into the category, skipping those already imported. */
    importDefaults(
      input: { branchId: string; categoryId: string; defaultProductIds: readonly string[] },
      tx: Queryable,
    ): Promise<ProductRow[]> {
      return tx.query(
        `insert into products
           (branch_id, category_id, name, description, price, quantity, unit, is_packet, image_key,
            default_product_id, created_from_template)
         select $1, $2, d.name, d.description, d.suggested_price, d.quantity, d.unit, d.is_packet,
                d.image_key, d.id, true
         from default_products d
         where d.id = any($3::uuid[])
         order by lower(d.name), d.id
         on conflict (branch_id, default_product_id) do nothing
         returning ${columns}`,
        [input.branchId, input.categoryId, input.defaultProductIds],
      );
    },

    /** The branch's products, every category's. */
    listByBranch(branchId: string, tx: Queryable = db): Promise<ProductRow[]> {
      return tx.query(
        `select ${columns} from products where branch_id = $1 order by created_at, id`,
        [branchId],
      );
    },

    /** Sets the fields, and the image when `imageKey` is given. */
    async update(
      id: string,
      fields: ProductFields,
      tx: Queryable = db,
      imageKey: string | null = null,
    ): Promise<ProductRow | null> {
      const rows = await tx.query<ProductRow>(
        `update products
         set name = $2, description = $3, price = $4, quantity = $5, unit = $6, is_packet = $7,
             image_key = coalesce($8, image_key), updated_at = now()
         where id = $1
         returning ${columns}`,
        [
          id,
          fields.name,
          fields.description,
          fields.price,
          fields.quantity,
          fields.unit,
          fields.isPacket,
          imageKey,
        ],
      );
      return rows[0] ?? null;
    },

    async deleteMany(ids: readonly string[], tx: Queryable): Promise<void> {
      await tx.query('delete from products where id = any($1::uuid[])', [ids]);
    },
  };
}
