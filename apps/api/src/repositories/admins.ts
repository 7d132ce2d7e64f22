import type { Queryable } from '../db/adapter.js';
import type { Role } from '@kirana/domain/team';
import { at, isoColumn } from './rows.js';

export interface AdminRow {
  id: string;
  email: string;
  name: string;
  role: string;
  passwordHash: string;
}

const columns = 'id, email, name, role, password_hash as "passwordHash"';

export function adminsRepository(db: Queryable) {
  return {
    async findByEmail(email: string, tx: Queryable = db): Promise<AdminRow | null> {
      const rows = await tx.query<AdminRow>(`select ${columns} from admins where email = $1`, [
        email.trim().toLowerCase(),
      ]);
      return rows[0] ?? null;
    },

    async findById(id: string, tx: Queryable = db): Promise<AdminRow | null> {
      const rows = await tx.query<AdminRow>(`select ${columns} from admins where id = $1`, [id]);
      return rows[0] ?? null;
    },

    async count(tx: Queryable = db): Promise<number> {
      const rows = await tx.query<{ n: number }>('select count(*)::int as n from admins');
      return rows[0]?.n ?? 0;
    },

    /** The team, by name, with each admin's last login. */
    list(
      tx: Queryable = db,
    ): Promise<{ id: string; name: string; email: string; lastLoginAt: string | null }[]> {
      return tx.query(
        `select id, name, email, ${isoColumn('last_login_at', 'lastLoginAt')}
         from admins order by lower(name), email`,
      );
    },

    async recordLogin(id: string, tx: Queryable = db): Promise<void> {
      await tx.query('update admins set last_login_at = now() where id = $1', [id]);
    },

    /**
     * Creates the admin, or resets the password (and the name and role, when given) of the one
     * with this e-mail. A new admin without a role is an Owner (the column's default).
     */
    async upsert(
      input: { email: string; name?: string | undefined; passwordHash: string; role?: Role },
      tx: Queryable = db,
    ): Promise<{ admin: AdminRow; created: boolean }> {
      const rows = await tx.query<AdminRow & { created: boolean }>(
        `insert into admins (email, name, password_hash, role)
         values ($1, coalesce($2, 'Admin'), $3, coalesce($4, 'Owner'))
         on conflict (email) do update
           set name = coalesce($2, admins.name), password_hash = excluded.password_hash,
               role = coalesce($4, admins.role), updated_at = now()
         returning ${columns}, (xmax = 0) as created`,
        [
          input.email.trim().toLowerCase(),
          input.name ?? null,
          input.passwordHash,
          input.role ?? null,
        ],
      );
      const { created, ...admin } = at(rows);
      return { admin, created };
    },
  };
}
