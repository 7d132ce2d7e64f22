import type { Queryable } from '../db/adapter.js';
import { containsPattern, isoColumn, isUuid, at } from './rows.js';

export type BranchStatus = 'pending' | 'approved' | 'rejected';

export interface BranchRow {
  id: string;
  name: string;
  ownerName: string;
  phone: string;
  status: BranchStatus;
  street: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  createdAt: string;
}

export interface NewBranch {
  name: string;
  ownerName: string;
  phone: string;
  status: BranchStatus;
  street: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  createdAt?: Date;
}

const columns = `id, name, owner_name as "ownerName", phone, status, street, city, state, pincode,
  country, ${isoColumn('created_at', 'createdAt')}`;

export interface BranchFilter {
  status?: BranchStatus | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
}

export function branchesRepository(db: Queryable) {
  return {
    async findById(id: string, tx: Queryable = db): Promise<BranchRow | null> {
      if (!isUuid(id)) return null;
      const rows = await tx.query<BranchRow>(`select ${columns} from branches where id = $1`, [id]);
      return rows[0] ?? null;
    },

    async exists(id: string, tx: Queryable = db): Promise<boolean> {
      if (!isUuid(id)) return false;
      return (await tx.query('select 1 from branches where id = $1', [id])).length > 0;
    },

    /** Pending first, then newest first. `q` matches name, owner, phone (also by digits) and pincode. */
    async list(
      filter: BranchFilter,
      tx: Queryable = db,
    ): Promise<{ branches: BranchRow[]; total: number }> {
      const q = filter.q?.trim() || null;
      const digits = q?.replace(/\D/g, '') ?? '';
      const params = [
        filter.status ?? null,
        q === null ? null : containsPattern(q),
        digits.length >= 3 ? containsPattern(digits) : null,
      ];
      const where = `where ($1::text is null or status = $1)
        and ($2::text is null
          or name ilike $2 or owner_name ilike $2 or phone ilike $2 or pincode ilike $2
          or ($3::text is not null and regexp_replace(phone, '[^0-9]', '', 'g') like $3))`;
      // The page and the total in one query; a page past the end has no row to carry the
      // total, so only then is it counted on its own.
      const rows = await tx.query<BranchRow & { total: number }>(
        `select ${columns}, count(*) over ()::int as total from branches ${where}
         order by (status = 'pending') desc, created_at desc, id
         limit $4 offset $5`,
        [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
      );
      let total = rows[0]?.total;
      if (total === undefined) {
        const [count] = await tx.query<{ n: number }>(
          `select count(*)::int as n from branches ${where}`,
          params,
        );
        total = count?.n ?? 0;
      }
      return { branches: rows, total };
    },

    /**
     * Moves a pending branch to `status`. Returns the branch, 'not-found', or 'not-pending'
     * (then nothing changed). One statement, so two admins cannot both decide.
     */
    async decide(
      id: string,
      status: 'approved' | 'rejected',
      tx: Queryable = db,
    ): Promise<BranchRow | 'not-found' | 'not-pending'> {
      if (!isUuid(id)) return 'not-found';
      const rows = await tx.query<BranchRow>(
        `update branches set status = $2, updated_at = now()
         where id = $1 and status = 'pending'
         returning ${columns}`,
        [id, status],
      );
      if (rows[0]) return rows[0];
      return (await this.exists(id, tx)) ? 'not-pending' : 'not-found';
    },

    async countApproved(tx: Queryable = db): Promise<number> {
      const rows = await tx.query<{ n: number }>(
        "select count(*)::int as n from branches where status = 'approved'",
      );
      return rows[0]?.n ?? 0;
    },

    /** Approved stores of a pincode, by name: the public store finder. */
    async approvedByPincode(pincode: string, tx: Queryable = db): Promise<BranchRow[]> {
      const rows = await tx.query<BranchRow>(
        `select ${columns} from branches where status = 'approved' and pincode = $1
         order by lower(name), id`,
        [pincode],
      );
      return rows;
    },

    async insert(branch: NewBranch, tx: Queryable = db): Promise<BranchRow> {
      const rows = await tx.query<BranchRow>(
        `insert into branches (name, owner_name, phone, status, street, city, state, pincode, country, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10, now()), coalesce($10, now()))
         returning ${columns}`,
        [
          branch.name,
          branch.ownerName,
          branch.phone,
          branch.status,
          branch.street,
          branch.city,
          branch.state,
          branch.pincode,
          branch.country,
          branch.createdAt ?? null,
        ],
      );
      return at(rows);
    },
  };
}
