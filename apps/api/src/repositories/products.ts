// A branch's products: imported from the default catalogue or custom.
import type { Queryable } from '../db/adapter.js';
import type { Unit } from '@kirana/domain/units';
import { isUuid, at, type ReadOptions } from './rows.js';

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

export interface ProductFields {
  name: string;
  description: string;
  price: number;
  quantity: number;
  unit: Unit;
  isPacket: boolean;
}

const columns = `id, branch_id as "branchId", category_id as "categoryId", name, description,
  price::float8 as price, quantity, unit, is_packet as "isPacket", image_key as "imageKey",
  created_from_template as "createdFromTemplate", default_product_id as "defaultProductId"`;

export function productsRepository(db: Queryable) {
  return {
    listByCategory(categoryId: string, tx: Queryable = db): Promise<ProductRow[]> {
      return tx.query(
        `select ${columns} from products where category_id = $1 order by lower(name), created_at, id`,
        [categoryId],
      );
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

    async update(
      id: string,
      fields: ProductFields,
      tx: Queryable = db,
    ): Promise<ProductRow | null> {
      const rows = await tx.query<ProductRow>(
        `update products
         set name = $2, description = $3, price = $4, quantity = $5, unit = $6, is_packet = $7,
             updated_at = now()
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
        ],
      );
      return rows[0] ?? null;
    },

    async deleteMany(ids: readonly string[], tx: Queryable): Promise<void> {
      await tx.query('delete from products where id = any($1::uuid[])', [ids]);
    },
  };
}
