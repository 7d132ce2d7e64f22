// The shared default catalogue that branches import from.
import type { Queryable } from '../db/adapter.js';
import type { Unit } from '@kirana/domain/units';
import { isUuid, at } from './rows.js';

export interface DefaultCategoryRow {
  id: string;
  name: string;
  imageKey: string;
}

export interface DefaultProductRow {
  id: string;
  defaultCategoryId: string;
  name: string;
  description: string;
  unit: Unit;
  quantity: number;
  isPacket: boolean;
  imageKey: string;
  suggestedPrice: number;
}

const categoryColumns = 'id, name, image_key as "imageKey"';
const productColumns = `id, default_category_id as "defaultCategoryId", name, description, unit,
  quantity, is_packet as "isPacket", image_key as "imageKey",
  suggested_price::float8 as "suggestedPrice"`;

export function catalogueRepository(db: Queryable) {
  return {
    listCategories(tx: Queryable = db): Promise<DefaultCategoryRow[]> {
      return tx.query(`select ${categoryColumns} from default_categories order by lower(name), id`);
    },

    async findCategory(id: string, tx: Queryable = db): Promise<DefaultCategoryRow | null> {
      if (!isUuid(id)) return null;
      const rows = await tx.query<DefaultCategoryRow>(
        `select ${categoryColumns} from default_categories where id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    /** The ids among `ids` that are default categories. */
    async existingCategoryIds(ids: readonly string[], tx: Queryable = db): Promise<Set<string>> {
      const rows = await tx.query<{ id: string }>(
        'select id from default_categories where id = any($1::uuid[])',
        [ids.filter(isUuid)],
      );
      return new Set(rows.map((row) => row.id));
    },

    listProducts(defaultCategoryId: string, tx: Queryable = db): Promise<DefaultProductRow[]> {
      return tx.query(
        `select ${productColumns} from default_products where default_category_id = $1
         order by lower(name), id`,
        [defaultCategoryId],
      );
    },

    /** The ids among `ids` that are default products of this default category. */
    async productIdsInCategory(
      defaultCategoryId: string,
      ids: readonly string[],
      tx: Queryable = db,
    ): Promise<Set<string>> {
      const rows = await tx.query<{ id: string }>(
        'select id from default_products where default_category_id = $1 and id = any($2::uuid[])',
        [defaultCategoryId, ids.filter(isUuid)],
      );
      return new Set(rows.map((row) => row.id));
    },

    async insertCategory(
      input: { name: string; imageKey: string; sortOrder: number },
      tx: Queryable = db,
    ): Promise<DefaultCategoryRow> {
      const rows = await tx.query<DefaultCategoryRow>(
        `insert into default_categories (name, image_key, sort_order) values ($1, $2, $3)
         returning ${categoryColumns}`,
        [input.name, input.imageKey, input.sortOrder],
      );
      return at(rows);
    },

    async insertProduct(
      input: Omit<DefaultProductRow, 'id'> & { sortOrder: number },
      tx: Queryable = db,
    ): Promise<DefaultProductRow> {
      const rows = await tx.query<DefaultProductRow>(
        `insert into default_products
           (default_category_id, name, description, unit, quantity, is_packet, image_key, suggested_price, sort_order)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         returning ${productColumns}`,
        [
          input.defaultCategoryId,
          input.name,
          input.description,
          input.unit,
          input.quantity,
          input.isPacket,
          input.imageKey,
          input.suggestedPrice,
          input.sortOrder,
        ],
      );
      return at(rows);
    },
  };
}
