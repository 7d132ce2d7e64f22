import type { Queryable } from '../db/adapter.js';
import { isoColumn, isUuid, at } from './rows.js';

export interface AffiliateProductRow {
  id: string;
  name: string;
  imageKey: string;
  affiliateLink: string;
  isActive: boolean;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

const columns = `id, name, image_key as "imageKey", affiliate_link as "affiliateLink",
  is_active as "isActive", created_by as "createdBy", ${isoColumn('created_at', 'createdAt')},
  ${isoColumn('updated_at', 'updatedAt')}`;

export function affiliateRepository(db: Queryable) {
  return {
    async list(tx: Queryable = db): Promise<AffiliateProductRow[]> {
      const rows = await tx.query<AffiliateProductRow>(
        `select ${columns} from affiliate_products order by created_at desc, id`,
      );
      return rows;
    },

    async findById(id: string, tx: Queryable = db): Promise<AffiliateProductRow | null> {
      if (!isUuid(id)) return null;
      const rows = await tx.query<AffiliateProductRow>(
        `select ${columns} from affiliate_products where id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    async create(
      input: {
        name: string;
        imageKey: string;
        affiliateLink: string;
        isActive: boolean;
        createdBy: string;
      },
      tx: Queryable = db,
    ): Promise<AffiliateProductRow> {
      const rows = await tx.query<AffiliateProductRow>(
        `insert into affiliate_products (name, image_key, affiliate_link, is_active, created_by)
         values ($1, $2, $3, $4, $5) returning ${columns}`,
        [input.name, input.imageKey, input.affiliateLink, input.isActive, input.createdBy],
      );
      return at(rows);
    },

    /** isActive undefined keeps the current flag. */
    async update(
      id: string,
      input: { name: string; affiliateLink: string; isActive?: boolean | undefined },
      tx: Queryable = db,
    ): Promise<AffiliateProductRow | null> {
      if (!isUuid(id)) return null;
      const rows = await tx.query<AffiliateProductRow>(
        `update affiliate_products
         set name = $2, affiliate_link = $3, is_active = coalesce($4, is_active), updated_at = now()
         where id = $1 returning ${columns}`,
        [id, input.name, input.affiliateLink, input.isActive ?? null],
      );
      return rows[0] ?? null;
    },

    /** Sets isActive false; an inactive product is answered unchanged. */
    async deactivate(id: string, tx: Queryable = db): Promise<AffiliateProductRow | null> {
      if (!isUuid(id)) return null;
      const rows = await tx.query<AffiliateProductRow>(
        `update affiliate_products
         set is_active = false,
             updated_at = case when is_active then now() else updated_at end
         where id = $1 returning ${columns}`,
        [id],
      );
      return rows[0] ?? null;
    },
  };
}
