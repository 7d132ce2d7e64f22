import type { Queryable } from '../db/adapter.js';
import type { Role } from '@kirana/domain/team';
import { at, isoColumn, isUuid } from './rows.js';

export interface AdminRow {
  id: string;
  email: string;
  name: string;
  role: string;
  passwordHash: string;
  /** When an Owner deactivated them; null while active (only active admins sign in). */
  deactivatedAt: string | null;
}

/** The columns of an AdminRow, of the admins table named `alias`. */
export const ADMIN_COLUMNS = (alias: string) =>
  `${alias}.id, ${alias}.email, ${alias}.name, ${alias}.role,
   ${alias}.password_hash as "passwordHash", ${isoColumn(`${alias}.deactivated_at`, 'deactivatedAt')}`;

const columns = ADMIN_COLUMNS('admins');

/** A teammate as a choice of whom to give work: no e-mail, no login times. */
export interface TeammateRow {
  id: string;
  name: string;
  role: string;
}

/** A teammate as the team screen lists them. */
export interface TeamMemberRow {
  id: string;
  name: string;
  email: string;
  role: string;
  lastLoginAt: string | null;
  deactivatedAt: string | null;
}

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

    /** The team, by name, with each admin's role, last login and whether they are active. */
    list(tx: Queryable = db): Promise<TeamMemberRow[]> {
      return tx.query(
        `select id, name, email, role, ${isoColumn('last_login_at', 'lastLoginAt')},
           ${isoColumn('deactivated_at', 'deactivatedAt')}
         from admins order by lower(name), email`,
      );
    },

    /** The active admins of these roles, by name (the inbox's assignees, issue 41). */
    activeOfRoles(roles: readonly Role[], tx: Queryable = db): Promise<TeammateRow[]> {
      return tx.query(
        `select id, name, role from admins
         where deactivated_at is null and role = any($1::text[])
         order by lower(name), email`,
        [roles],
      );
    },

    async member(id: string, tx: Queryable = db): Promise<TeamMemberRow | null> {
      if (!isUuid(id)) return null;
      const rows = await tx.query<TeamMemberRow>(
        `select id, name, email, role, ${isoColumn('last_login_at', 'lastLoginAt')},
           ${isoColumn('deactivated_at', 'deactivatedAt')}
         from admins where id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    /**
     * The active Owners' ids, their rows locked until the transaction ends: two Owners who
     * demote or deactivate each other at once take turns, and the second sees the first's
     * change (the last Owner rule).
     */
    async lockActiveOwners(tx: Queryable): Promise<string[]> {
      const rows = await tx.query<{ id: string }>(
        `select id from admins where role = 'Owner' and deactivated_at is null
         order by id for update`,
      );
      return rows.map((row) => row.id);
    },

    /** The admin's row locked until the transaction ends, or null. */
    async lock(id: string, tx: Queryable): Promise<AdminRow | null> {
      if (!isUuid(id)) return null;
      const rows = await tx.query<AdminRow>(
        `select ${columns} from admins where id = $1 for update`,
        [id],
      );
      return rows[0] ?? null;
    },

    /**
     * The admin an accepted invite makes: a new row, or the row of a former teammate with this
     * e-mail (deactivated) made active again with the new name, password and role. Null when an
     * active admin has this e-mail.
     */
    async createFromInvite(
      input: { email: string; name: string; passwordHash: string; role: Role },
      tx: Queryable = db,
    ): Promise<AdminRow | null> {
      const rows = await tx.query<AdminRow>(
        `insert into admins (email, name, password_hash, role) values ($1, $2, $3, $4)
         on conflict (email) do update
           set name = excluded.name, password_hash = excluded.password_hash,
               role = excluded.role, deactivated_at = null, updated_at = now()
           where admins.deactivated_at is not null
         returning ${columns}`,
        [input.email, input.name, input.passwordHash, input.role],
      );
      return rows[0] ?? null;
    },

    async setRole(id: string, role: Role, tx: Queryable = db): Promise<void> {
      await tx.query('update admins set role = $2, updated_at = now() where id = $1', [id, role]);
    },

    /**
     * The new password hash, only if the password is still `fromHash` (two changes at once: one
     * wins). False when it was not.
     */
    async changePassword(
      id: string,
      toHash: string,
      fromHash: string,
      tx: Queryable = db,
    ): Promise<boolean> {
      const changed = await tx.query<{ id: string }>(
        `update admins set password_hash = $2, updated_at = now()
         where id = $1 and password_hash = $3 returning id`,
        [id, toHash, fromHash],
      );
      return changed.length > 0;
    },

    /** Deactivated (a date) or active again (null). */
    async setDeactivated(id: string, deactivated: boolean, tx: Queryable = db): Promise<void> {
      await tx.query(
        `update admins set deactivated_at = case when $2 then now() end, updated_at = now()
         where id = $1`,
        [id, deactivated],
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
