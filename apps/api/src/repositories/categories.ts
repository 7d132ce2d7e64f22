// A branch's categories: imported from the default catalogue or custom.
import type { Queryable } from '../db/adapter.js';
import { decodeCursor, pageOf } from './cursor.js';
import { containsPattern, isUuid, at, type ReadOptions } from './rows.js';

export interface CategoryRow {
  id: string;
  branchId: string;
  name: string;
  imageKey: string;
  createdFromTemplate: boolean;
  defaultCategoryId: string | null;
}

const columns = `id, branch_id as "branchId", name, image_key as "imageKey",
  created_from_template as "createdFromTemplate", default_category_id as "defaultCategoryId"`;

export function categoriesRepository(db: Queryable) {
  return {
    async listByBranch(branchId: string, tx: Queryable = db): Promise<CategoryRow[]> {
      if (!isUuid(branchId)) return [];
      return tx.query(
        `select ${columns} from categories where branch_id = $1 order by lower(name), created_at, id`,
        [branchId],
      );
    },

    /**
     * A page of the branch's categories by name: one kind only when given, names containing
     * `q` when given, after the previous page's nextCursor.
     */
    async listPage(query: {
      branchId: string;
      kind?: 'imported' | 'custom';
      q?: string;
      cursor?: string;
      limit: number;
    }): Promise<{ items: CategoryRow[]; nextCursor: string | null }> {
      const after = decodeCursor<[string, string]>(query.cursor, ['string', 'string'], (key) =>
        isUuid(key[1]),
      );
      const q = query.q?.trim();
      const rows = await db.query<CategoryRow & { nameKey: string }>(
        `select ${columns}, lower(name) as "nameKey" from categories
         where branch_id = $1
           and ($2::boolean is null or created_from_template = $2)
           and ($3::text is null or lower(name) like lower($3))
           and ($4::text is null or (lower(name), id) > ($4, $5::uuid))
         order by lower(name), id
         limit $6`,
        [
          query.branchId,
          query.kind === undefined ? null : query.kind === 'imported',
          q ? containsPattern(q) : null,
          after?.[0] ?? null,
          after?.[1] ?? null,
          query.limit + 1,
        ],
      );
      const { items, nextCursor } = pageOf(rows, query.limit, (row) => [row.nameKey, row.id]);
      return { items: items.map(({ nameKey: _key, ...row }) => row), nextCursor };
    },

    /** The category when it belongs to this branch. `lock` holds it until the transaction ends. */
    async findInBranch(
      branchId: string,
      id: string,
      { tx = db, lock = false }: ReadOptions = {},
    ): Promise<CategoryRow | null> {
      if (!isUuid(id) || !isUuid(branchId)) return null;
      const rows = await tx.query<CategoryRow>(
        `select ${columns} from categories where branch_id = $1 and id = $2${lock ? ' for update' : ''}`,
        [branchId, id],
      );
      return rows[0] ?? null;
    },

    /** The categories among `ids` that belong to this branch, locked for the transaction. */
    lockManyInBranch(
      branchId: string,
      ids: readonly string[],
      tx: Queryable,
    ): Promise<CategoryRow[]> {
      return tx.query(
        `select ${columns} from categories where branch_id = $1 and id = any($2::uuid[])
         order by id for update`,
        [branchId, ids.filter(isUuid)],
      );
    },

    /** The ids among `ids` of categories that hold at least one product. */
    async withProducts(ids: readonly string[], tx: Queryable = db): Promise<string[]> {
      const rows = await tx.query<{ id: string }>(
        'select distinct category_id as id from products where category_id = any($1::uuid[])',
        [ids],
      );
      return rows.map((row) => row.id);
    },

    async createCustom(
      input: { branchId: string; name: string; imageKey: string },
      tx: Queryable = db,
    ): Promise<CategoryRow> {
      const rows = await tx.query<CategoryRow>(
        `insert into categories (branch_id, name, image_key, created_from_template)
         values ($1, $2, $3, false) returning ${columns}`,
        [input.branchId, input.name, input.imageKey],
      );
      return at(rows);
    },

    /** Imports the default categories the branch does not have yet; returns the new rows. */
    importDefaults(
      branchId: string,
      defaultIds: readonly string[],
      tx: Queryable,
    ): Promise<CategoryRow[]> {
      return tx.query(
        `insert into categories (branch_id, name, image_key, default_category_id, created_from_template)
         select $1, d.name, d.image_key, d.id, true
         from default_categories d
         where d.id = any($2::uuid[])
         order by lower(d.name), d.id
         on conflict (branch_id, default_category_id) do nothing
         returning ${columns}`,
        [branchId, defaultIds],
      );
    },

    async deleteMany(ids: readonly string[], tx: Queryable): Promise<void> {
      await tx.query('delete from categories where id = any($1::uuid[])', [ids]);
    },
  };
}
