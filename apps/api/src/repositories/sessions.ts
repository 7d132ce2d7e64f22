import type { Queryable } from '../db/adapter.js';
import type { AdminRow } from './admins.js';
import { isUuid } from './rows.js';

export function sessionsRepository(db: Queryable) {
  return {
    async create(
      input: { id: string; adminId: string; expiresAt: Date },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query('insert into sessions (id, admin_id, expires_at) values ($1, $2, $3)', [
        input.id,
        input.adminId,
        input.expiresAt,
      ]);
    },

    /** The session's admin while the session is neither revoked nor expired, else null. */
    async activeAdmin(id: string, adminId: string, tx: Queryable = db): Promise<AdminRow | null> {
      if (!isUuid(id) || !isUuid(adminId)) return null;
      const rows = await tx.query<AdminRow>(
        `select a.id, a.email, a.name, a.role, a.password_hash as "passwordHash"
         from sessions s join admins a on a.id = s.admin_id
         where s.id = $1 and s.admin_id = $2 and s.revoked_at is null and s.expires_at > now()`,
        [id, adminId],
      );
      return rows[0] ?? null;
    },

    async revoke(id: string, tx: Queryable = db): Promise<void> {
      await tx.query(
        'update sessions set revoked_at = now() where id = $1 and revoked_at is null',
        [id],
      );
    },

    /** Removes sessions that expired more than a day ago. */
    async prune(tx: Queryable = db): Promise<void> {
      await tx.query("delete from sessions where expires_at < now() - interval '1 day'");
    },
  };
}
